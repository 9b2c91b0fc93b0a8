// The Journal's table columns and, on a phone, its cards: when, who, what, which fields.
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDateTime } from '../format.ts';
import type { TAuditEntry } from './api.ts';
import { ChangesList } from './changes-list.tsx';
import { ACTION_LABELS, ENTITY_LABELS, entityPath } from './labels.ts';

function Who({ entry }: { entry: TAuditEntry }) {
  return (
    <>
      <span className="font-medium text-slate-900">{entry.actor_username}</span>
      {entry.ip && <span className="block text-xs text-slate-500">{entry.ip}</span>}
    </>
  );
}

function What({ entry }: { entry: TAuditEntry }) {
  const path = entityPath(entry.entity, entry.entity_id);
  const label = entry.entity_label || (entry.entity_id ? `n° ${entry.entity_id}` : '');
  return (
    <>
      <span
        className={`font-medium ${entry.action === 'login_failed' ? 'text-red-700' : 'text-slate-900'}`}
      >
        {ACTION_LABELS[entry.action]}
      </span>
      <span className="block text-xs text-slate-600">
        {ENTITY_LABELS[entry.entity]}
        {label && ' · '}
        {label &&
          (path && entry.action !== 'delete' ? (
            <Link to={path} className="text-brand-700 underline">
              {label}
            </Link>
          ) : (
            label
          ))}
      </span>
    </>
  );
}

export const auditColumns: ColumnDef<TAuditEntry, unknown>[] = [
  {
    id: 'at',
    header: 'Date',
    cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time>,
    meta: { className: 'whitespace-nowrap' },
  },
  { id: 'actor', header: 'Qui', cell: ({ row }) => <Who entry={row.original} /> },
  { id: 'action', header: 'Quoi', cell: ({ row }) => <What entry={row.original} /> },
  {
    id: 'changes',
    header: 'Avant → après',
    cell: ({ row }) => <ChangesList changes={row.original.changes} />,
    meta: { className: 'min-w-64' },
  },
];

export function AuditCard({ entry }: { entry: TAuditEntry }) {
  return (
    <article className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <div className="min-w-0">
          <What entry={entry} />
        </div>
        <time dateTime={entry.at} className="text-xs text-slate-500">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="text-sm text-slate-600">
        Par <Who entry={entry} />
      </p>
      <ChangesList changes={entry.changes} />
    </article>
  );
}
