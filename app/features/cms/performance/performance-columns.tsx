// The properties table's "Performance" view: each listing's counters over the last 30 days,
// every one sortable on the server (GET /api/admin/property?order_by=views_desc…), and the card
// a phone shows instead of the table.
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { TAdminPropertyRow } from '../../../../common/schemas/admin-property.ts';
import { formatNumber } from '../../../../common/money.ts';
import { PERFORMANCE_COUNTERS } from '../../../../common/schemas/property-performance.ts';
import { Thumbnail } from '../properties/property-columns.tsx';
import { COUNTER_LABELS } from './labels.ts';

function Name({ property }: { property: TAdminPropertyRow }) {
  return (
    <div className="min-w-0">
      <Link
        to={`/cms/property/${property.id}#performance`}
        className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {property.name_fr}
      </Link>
      <p className="mt-0.5 text-xs text-slate-500">
        <span className="tabular">#{property.id}</span>
        {!property.isVisible && <span className="ms-1">· masqué</span>}
      </p>
    </div>
  );
}

export function performanceColumns(): ColumnDef<TAdminPropertyRow, unknown>[] {
  return [
    {
      id: 'photo',
      header: () => <span className="sr-only">Photo</span>,
      cell: ({ row }) => <Thumbnail path={row.original.images[0]} />,
      meta: { className: 'w-20' },
    },
    {
      id: 'name',
      header: 'Bien',
      sortDescFirst: false,
      meta: { sort: { asc: 'name_asc', desc: 'name_desc' }, className: 'min-w-56' },
      cell: ({ row }) => <Name property={row.original} />,
    },
    ...PERFORMANCE_COUNTERS.map((name): ColumnDef<TAdminPropertyRow, unknown> => ({
      id: name,
      header: COUNTER_LABELS[name],
      sortDescFirst: true,
      meta: {
        sort: { desc: `${name}_desc`, asc: `${name}_asc` },
        className: 'whitespace-nowrap text-end tabular',
      },
      cell: ({ row }) => formatNumber(row.original.last_30_days[name], 'fr'),
    })),
  ];
}

export function PerformanceCard({ property }: { property: TAdminPropertyRow }) {
  return (
    <div className="space-y-3 p-3">
      <div className="flex gap-3">
        <Thumbnail path={property.images[0]} />
        <Name property={property} />
      </div>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-xs">
        {PERFORMANCE_COUNTERS.map((name) => (
          <div key={name} className="min-w-0">
            <dt className="truncate text-slate-500">{COUNTER_LABELS[name]}</dt>
            <dd className="font-semibold text-slate-900 tabular">
              {formatNumber(property.last_30_days[name], 'fr')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
