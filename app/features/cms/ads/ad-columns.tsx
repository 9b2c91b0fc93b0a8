// The columns of the ads table, and the card shown on a phone.
import type { ColumnDef } from '@tanstack/react-table';
import { ExternalLink, ImageOff, Link2, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { imageVariantUrl } from '../../../../common/media.ts';
import type { TAdFlag, TAdminAd } from '../../../../common/schemas/admin-ad.ts';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { formatDate } from '../format.ts';
import { button } from '../styles.ts';
import type { OptimisticFlags } from '../use-optimistic-flags.ts';
import { AD_FLAG_LABELS } from './api.ts';

export interface AdColumnContext {
  flags: OptimisticFlags<TAdminAd, TAdFlag>;
  onDelete: (ad: TAdminAd) => void;
}

function Banner({ path }: { path: string | null }) {
  return path ? (
    <img
      src={imageVariantUrl(path, 320)}
      alt=""
      loading="lazy"
      className="h-12 w-24 max-w-none rounded-md bg-slate-100 object-cover"
    />
  ) : (
    <span className="flex h-12 w-24 items-center justify-center rounded-md bg-slate-100 text-slate-400">
      <ImageOff aria-hidden className="size-5" />
      <span className="sr-only">Sans bannière</span>
    </span>
  );
}

function publicUrl(ad: TAdminAd): string {
  return ad.isLinkOnly && ad.urlLink ? ad.urlLink : `/ads/${ad.id}`;
}

function Actions({ ad, onDelete }: { ad: TAdminAd; onDelete: AdColumnContext['onDelete'] }) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Link
        to={`/cms/ads/${ad.id}`}
        className={button.icon}
        aria-label={`Modifier ${ad.name_fr}`}
        title="Modifier"
      >
        <Pencil aria-hidden className="size-4" />
      </Link>
      <a
        href={publicUrl(ad)}
        target="_blank"
        rel="noreferrer"
        className={button.icon}
        aria-label={`Voir ${ad.name_fr} sur le site`}
        title="Voir sur le site"
      >
        <ExternalLink aria-hidden className="size-4" />
      </a>
      <button
        type="button"
        onClick={() => onDelete(ad)}
        className={button.iconDanger}
        aria-label={`Supprimer ${ad.name_fr}`}
        title="Supprimer"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}

function Name({ ad }: { ad: TAdminAd }) {
  return (
    <div className="min-w-0">
      <Link
        to={`/cms/ads/${ad.id}`}
        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {ad.name_fr || `Annonce n° ${ad.id}`}
      </Link>
      <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-slate-500">
        #{ad.id}
        {ad.urlLink && (
          <>
            {' · '}
            <Link2 aria-hidden className="size-3" />
            <span className="truncate">{ad.urlLink.replace(/^https?:\/\//, '')}</span>
          </>
        )}
      </p>
    </div>
  );
}

const FLAGS: TAdFlag[] = ['isVisible', 'isLinkOnly'];

export function adColumns({ flags, onDelete }: AdColumnContext): ColumnDef<TAdminAd, unknown>[] {
  return [
    {
      id: 'banner',
      header: () => <span className="sr-only">Bannière</span>,
      cell: ({ row }) => <Banner path={row.original.bannerImage} />,
      meta: { className: 'w-28' },
    },
    {
      id: 'name',
      header: 'Annonceur',
      sortDescFirst: false,
      meta: { sort: { asc: 'name_asc', desc: 'name_desc' } },
      cell: ({ row }) => <Name ad={row.original} />,
    },
    ...FLAGS.map((field): ColumnDef<TAdminAd, unknown> => ({
      id: field,
      header: () => <span className="normal-case">{AD_FLAG_LABELS[field]}</span>,
      meta: { className: 'w-24 text-center' },
      cell: ({ row }) => (
        <ToggleSwitch
          size="sm"
          checked={flags.value(row.original, field)}
          busy={flags.pending(row.original, field)}
          onCheckedChange={() => flags.toggle(row.original, field)}
          label={`${AD_FLAG_LABELS[field]} — ${row.original.name_fr}`}
        />
      ),
    })),
    {
      id: 'created',
      header: 'Créée',
      sortDescFirst: true,
      meta: {
        sort: { asc: 'date_asc', desc: 'date_desc' },
        className: 'whitespace-nowrap text-slate-600',
      },
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <Actions ad={row.original} onDelete={onDelete} />,
      meta: { className: 'w-28' },
    },
  ];
}

export function AdCard({ ad, flags, onDelete }: AdColumnContext & { ad: TAdminAd }) {
  return (
    <div className="space-y-3 p-3">
      <div className="flex gap-3">
        <Banner path={ad.bannerImage} />
        <Name ad={ad} />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {FLAGS.map((field) => (
          <div key={field} className="flex items-center gap-2 text-xs text-slate-700">
            <ToggleSwitch
              size="sm"
              checked={flags.value(ad, field)}
              busy={flags.pending(ad, field)}
              onCheckedChange={() => flags.toggle(ad, field)}
              label={`${AD_FLAG_LABELS[field]} — ${ad.name_fr}`}
            />
            <span aria-hidden>{AD_FLAG_LABELS[field]}</span>
          </div>
        ))}
        <div className="ms-auto">
          <Actions ad={ad} onDelete={onDelete} />
        </div>
      </div>
    </div>
  );
}
