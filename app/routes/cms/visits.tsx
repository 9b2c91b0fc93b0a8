// /cms/visits: the visit requests (« Visites »), newest first, filtered by status, day and
// property; ?visit=ID opens one above the list to confirm a proposed slot, decline or cancel.
import type { ColumnDef } from '@tanstack/react-table';
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/visits';
import { guarded } from '../../features/cms/api.ts';
import { formatDateTime, plural } from '../../features/cms/format.ts';
import { DataTable } from '../../features/cms/list/data-table.tsx';
import { FilterSelect } from '../../features/cms/list/filter-select.tsx';
import { ListPager } from '../../features/cms/list/list-pager.tsx';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { card, input } from '../../features/cms/styles.ts';
import { getVisit, listVisits, type TAdminVisit } from '../../features/cms/visits/api.ts';
import { VISIT_STATUS_LABELS, visitTime } from '../../features/cms/visits/visit-format.ts';
import { VisitPanel, VisitStatusBadge } from '../../features/cms/visits/visit-panel.tsx';
import { formatAlgerianPhone } from '../../../common/phone.ts';

export function meta() {
  return [{ title: 'Visites — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const query = pickQuery<'/api/admin/visits'>(request.url, [
      'page',
      'limit',
      'status',
      'date',
      'property_id',
    ]);
    const open = Number(new URL(request.url).searchParams.get('visit')) || null;
    const [list, visit] = await Promise.all([
      listVisits(query, request.signal),
      open ? getVisit(open, request.signal).catch(() => null) : null,
    ]);
    return { list, visit };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

const STATUS_OPTIONS = Object.entries(VISIT_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** When the visit is, or the slots proposed. */
function When({ visit }: { visit: TAdminVisit }) {
  if (visit.confirmed_start) return <span>{visitTime(visit.confirmed_start)}</span>;
  return (
    <ul className="space-y-0.5">
      {visit.slots.map((slot) => (
        <li key={slot} className="text-slate-600">
          {visitTime(slot)}
        </li>
      ))}
    </ul>
  );
}

export default function VisitsScreen({ loaderData }: Route.ComponentProps) {
  const { list, visit } = loaderData;
  const { params, update } = useListParams();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const linkTo = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('visit', String(id));
    else next.delete('visit');
    const search = next.toString();
    return search ? `?${search}` : '.';
  };

  const columns = useMemo<ColumnDef<TAdminVisit, unknown>[]>(
    () => [
      {
        id: 'created_at',
        header: 'Demandée le',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
        ),
      },
      {
        id: 'visitor',
        header: 'Visiteur',
        cell: ({ row }) => (
          <Link to={linkTo(row.original.id)} className="font-medium text-brand-700 hover:underline">
            {row.original.full_name}
            <span className="block text-xs font-normal text-slate-500 tabular">
              {formatAlgerianPhone(row.original.phone_number)}
            </span>
          </Link>
        ),
      },
      {
        id: 'property',
        header: 'Bien',
        cell: ({ row }) =>
          row.original.property ? (
            <button
              type="button"
              className="text-start hover:underline"
              title="Voir les visites de ce bien"
              onClick={() => update({ property_id: row.original.property!.id })}
            >
              {row.original.property.name}
            </button>
          ) : (
            '—'
          ),
      },
      { id: 'when', header: 'Créneaux', cell: ({ row }) => <When visit={row.original} /> },
      {
        id: 'status',
        header: 'Statut',
        cell: ({ row }) => <VisitStatusBadge status={row.original.status} />,
      },
    ],
    // linkTo reads the address; the columns follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchParams, update],
  );

  return (
    <>
      <PageHeader
        title="Visites"
        description={plural(list.total, 'demande de visite', 'demandes de visite')}
      />
      <div className="space-y-4">
        {visit && (
          <VisitPanel
            visit={visit}
            closeTo={linkTo(null)}
            onChanged={() => void revalidator.revalidate()}
          />
        )}
        <section className={card} aria-label="Demandes de visite">
          <div className="grid gap-3 border-b border-slate-200 p-3 sm:grid-cols-3 sm:px-4">
            <FilterSelect
              label="Statut"
              value={params.get('status') ?? ''}
              options={STATUS_OPTIONS}
              onChange={(value) => update({ status: value })}
              anyLabel="Tous"
            />
            <div className="min-w-0">
              <label htmlFor="visit-day" className="mb-1 block text-xs font-medium text-slate-600">
                Jour
              </label>
              <input
                id="visit-day"
                type="date"
                className={`${input} h-10`}
                value={params.get('date') ?? ''}
                onChange={(event) => update({ date: event.target.value })}
              />
            </div>
            <div className="min-w-0">
              <label
                htmlFor="visit-property"
                className="mb-1 block text-xs font-medium text-slate-600"
              >
                Bien (n°)
              </label>
              <input
                id="visit-property"
                type="number"
                min={1}
                inputMode="numeric"
                className={`${input} h-10`}
                defaultValue={params.get('property_id') ?? ''}
                key={params.get('property_id') ?? ''}
                onChange={(event) => update({ property_id: event.target.value })}
              />
            </div>
          </div>
          <DataTable
            data={list.data}
            columns={columns}
            order=""
            onOrder={() => {}}
            caption="Demandes de visite"
            getRowId={(row) => String(row.id)}
            busy={revalidator.state === 'loading'}
            empty={
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden className="size-4" />
                Aucune demande de visite.
              </span>
            }
            renderCard={(row) => (
              <Link to={linkTo(row.id)} className="block space-y-1 px-4 py-3 hover:bg-slate-50">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{row.full_name}</span>
                  <VisitStatusBadge status={row.status} />
                </span>
                <span className="block text-sm text-slate-600">{row.property?.name ?? '—'}</span>
                <span className="block text-sm">
                  <When visit={row} />
                </span>
              </Link>
            )}
          />
          <ListPager list={list} update={update} />
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
