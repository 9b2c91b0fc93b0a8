// The columns of the properties table and the card a phone shows for each property.
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, ExternalLink, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { imageVariantUrl } from '../../../../common/media.ts';
import type {
  TAdminProperty,
  TAdminPropertyRow,
  TPropertyFlag,
} from '../../../../common/schemas/admin-property.ts';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { formatArea, formatDA, formatDate, formatShortDA } from '../format.ts';
import type { RefLists } from '../reference/options.ts';
import { button } from '../styles.ts';
import type { OptimisticFlags } from '../use-optimistic-flags.ts';
import { QualityScore, StaleNotice, VerifiedMark, VerifiedSwitch } from '../trust/trust-cells.tsx';
import { FLAG_LABELS, FLAG_ORDER } from './api.ts';
import type { PropertyRights } from './property-rights.ts';

export interface ColumnContext {
  flags: OptimisticFlags<TAdminProperty, TPropertyFlag>;
  refs: RefLists | null;
  onDelete: (property: TAdminProperty) => void;
  /** What the logged-in user may do on a row (property-rights.ts). */
  rights: (property: TAdminProperty) => PropertyRights;
}

function names(ids: number[], options: { id: number; name: string }[] | undefined): string {
  if (!options) return '';
  return ids
    .map((id) => options.find((option) => option.id === id)?.name)
    .filter(Boolean)
    .join(', ');
}

export function describeProperty(property: TAdminProperty, refs: RefLists | null): string {
  return [
    names(property.property_types, refs?.types),
    names(property.property_statuses, refs?.statuses),
    [property.city_fr, property.wilaya_fr].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function Thumbnail({ path, size = 'md' }: { path: string | undefined; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-20' : 'h-12 w-16';
  if (!path) {
    return (
      <span
        className={`flex ${box} shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400`}
      >
        <ImageOff aria-hidden className="size-5" />
        <span className="sr-only">Sans photo</span>
      </span>
    );
  }
  return (
    <img
      src={imageVariantUrl(path, 320)}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${box} max-w-none shrink-0 rounded-md bg-slate-100 object-cover`}
    />
  );
}

function Price({ property }: { property: TAdminProperty }) {
  return (
    <div className="whitespace-nowrap tabular">
      <div className="font-medium text-slate-900">{formatDA(property.base_price)}</div>
      <div className="text-xs text-slate-500">
        {formatShortDA(property.base_price)}
        {property.promo_active && property.afterpromo_price !== null && (
          <span className="ms-1 rounded bg-gold-100 px-1 text-gold-800">
            promo {formatShortDA(property.afterpromo_price)}
          </span>
        )}
      </div>
    </div>
  );
}

function FlagSwitch({
  property,
  field,
  flags,
  rights,
}: {
  property: TAdminProperty;
  field: TPropertyFlag;
  flags: ColumnContext['flags'];
  rights: PropertyRights;
}) {
  // Another agent's listing: the value, read-only, with the reason on hover and for readers.
  return (
    <span title={rights.reason ?? undefined} className="inline-flex">
      <ToggleSwitch
        size="sm"
        checked={flags.value(property, field)}
        busy={flags.pending(property, field)}
        disabled={!rights.change}
        onCheckedChange={() => flags.toggle(property, field)}
        label={`${FLAG_LABELS[field]} — ${property.name_fr}${rights.reason ? ` (lecture seule : ${rights.reason})` : ''}`}
      />
    </span>
  );
}

function Actions({
  property,
  onDelete,
  rights,
}: {
  property: TAdminProperty;
  onDelete: ColumnContext['onDelete'];
  rights: PropertyRights;
}) {
  const verb = rights.change ? 'Modifier' : 'Consulter';
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Link
        to={`/cms/property/${property.id}`}
        className={button.icon}
        aria-label={`${verb} ${property.name_fr}`}
        title={rights.change ? verb : `${verb} — ${rights.reason ?? ''}`}
      >
        {rights.change ? (
          <Pencil aria-hidden className="size-4" />
        ) : (
          <Eye aria-hidden className="size-4" />
        )}
      </Link>
      <a
        href={`/property/${property.id}`}
        target="_blank"
        rel="noreferrer"
        className={button.icon}
        aria-label={`Voir ${property.name_fr} sur le site`}
        title="Voir sur le site"
      >
        <ExternalLink aria-hidden className="size-4" />
      </a>
      {rights.delete && (
        <button
          type="button"
          onClick={() => onDelete(property)}
          className={button.iconDanger}
          aria-label={`Supprimer ${property.name_fr}`}
          title="Supprimer"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}

export function propertyColumns({
  flags,
  refs,
  onDelete,
  rights,
}: ColumnContext): ColumnDef<TAdminPropertyRow, unknown>[] {
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
      meta: { sort: { asc: 'name_asc', desc: 'name_desc' }, className: 'min-w-48' },
      cell: ({ row }) => (
        <div className="min-w-0">
          <Link
            to={`/cms/property/${row.original.id}`}
            className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {row.original.name_fr}
          </Link>
          <p className="mt-0.5 line-clamp-1 text-xs text-slate-500">
            <span className="tabular">#{row.original.id}</span>
            {/* Below 2xl the area has no column of its own (the table fits 1440 px). */}
            <span className="tabular 2xl:hidden">
              {' · '}
              {formatArea(row.original.living_area ?? row.original.land_area)}
            </span>
            <VerifiedMark property={row.original} /> · {describeProperty(row.original, refs)}
          </p>
          <StaleNotice property={row.original} />
        </div>
      ),
    },
    {
      id: 'price',
      header: 'Prix',
      sortDescFirst: true,
      meta: { sort: { asc: 'price_asc', desc: 'price_desc' } },
      cell: ({ row }) => <Price property={row.original} />,
    },
    {
      id: 'quality',
      header: 'Qualité',
      sortDescFirst: true,
      meta: { sort: { asc: 'quality_asc', desc: 'quality_desc' } },
      cell: ({ row }) => <QualityScore score={row.original.quality_score} />,
    },
    {
      id: 'area',
      header: 'Surface',
      sortDescFirst: true,
      meta: {
        sort: { asc: 'area_asc', desc: 'area_desc' },
        className: 'hidden whitespace-nowrap tabular 2xl:table-cell',
      },
      cell: ({ row }) => formatArea(row.original.living_area ?? row.original.land_area),
    },
    {
      id: 'agent',
      header: 'Agent',
      meta: { className: 'whitespace-nowrap text-slate-700' },
      // A long username is cut (whole in its tooltip) so the switches keep their place.
      cell: ({ row }) =>
        row.original.agent_username ? (
          <span className="block max-w-32 truncate" title={row.original.agent_username}>
            {row.original.agent_username}
          </span>
        ) : (
          <span className="text-slate-500">Non attribué</span>
        ),
    },
    ...FLAG_ORDER.map((field): ColumnDef<TAdminPropertyRow, unknown> => ({
      id: field,
      header: () => (
        <span className="mx-auto block max-w-16 text-center leading-tight whitespace-normal normal-case hyphens-auto">
          {FLAG_LABELS[field]}
        </span>
      ),
      // px-1! wins over the table's px-3: five switch columns fit beside the rest at 1440 px.
      meta: { className: 'w-16 px-1! text-center' },
      cell: ({ row }) => (
        <FlagSwitch
          property={row.original}
          field={field}
          flags={flags}
          rights={rights(row.original)}
        />
      ),
    })),
    {
      id: 'verified',
      header: () => (
        <span className="mx-auto block max-w-18 text-center leading-tight whitespace-normal normal-case">
          Vérifié
        </span>
      ),
      // Wide screens only (the mark beside the name says it everywhere; the form has the switch).
      meta: { className: 'hidden w-18 px-1 text-center 2xl:table-cell' },
      cell: ({ row }) => (
        <VerifiedSwitch property={row.original} reason={rights(row.original).reason} />
      ),
    },
    {
      id: 'created',
      header: 'Ajouté',
      sortDescFirst: true,
      meta: {
        sort: { asc: 'date_asc', desc: 'date_desc' },
        className: 'hidden whitespace-nowrap text-slate-600 2xl:table-cell',
      },
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Actions property={row.original} onDelete={onDelete} rights={rights(row.original)} />
      ),
      meta: { className: 'w-24' },
    },
  ];
}

export function PropertyCard({
  property,
  flags,
  refs,
  onDelete,
  rights: rightsOf,
}: ColumnContext & { property: TAdminPropertyRow }) {
  const rights = rightsOf(property);
  return (
    <div className="space-y-3 p-3">
      <div className="flex gap-3">
        <Thumbnail path={property.images[0]} size="lg" />
        <div className="min-w-0 flex-1">
          <Link
            to={`/cms/property/${property.id}`}
            className="line-clamp-2 font-medium text-slate-900 hover:underline"
          >
            {property.name_fr}
          </Link>
          <p className="line-clamp-1 text-xs text-slate-500">
            #{property.id} · {describeProperty(property, refs)}
          </p>
          <p className="text-xs text-slate-600">
            Agent : {property.agent_username ?? 'non attribué'}
          </p>
          <Price property={property} />
          <StaleNotice property={property} />
          {rights.reason && (
            <p className="mt-1 text-xs text-slate-600" data-testid="read-only-reason">
              {rights.reason}
            </p>
          )}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 min-[400px]:grid-cols-3">
        {FLAG_ORDER.map((field) => (
          <div key={field} className="flex items-center gap-2 text-xs text-slate-700">
            <FlagSwitch property={property} field={field} flags={flags} rights={rights} />
            <span aria-hidden>{FLAG_LABELS[field]}</span>
          </div>
        ))}
        <div className="flex items-center gap-2 text-xs text-slate-700">
          <VerifiedSwitch property={property} reason={rights.reason} />
          <span aria-hidden>Vérifié</span>
        </div>
        <div className="flex items-center gap-2 text-xs text-slate-700">
          <span>Qualité</span>
          <QualityScore score={property.quality_score} />
        </div>
      </div>
      <div className="flex justify-end border-t border-slate-100 pt-2">
        <Actions property={property} onDelete={onDelete} rights={rights} />
      </div>
    </div>
  );
}
