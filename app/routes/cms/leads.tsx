// /cms/leads: the « Demandes » (decision 0038). The list with its filters (status, agent, listing,
// days), paged; ?id= opens one lead beside it (on a phone, instead of it): contact, listing,
// status, assignment (superadmin), first-response time and notes.
import type { ColumnDef } from '@tanstack/react-table';
import { Inbox } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/leads';
import { formatAlgerianPhone } from '../../../common/phone.ts';
import { ApiError, guarded } from '../../features/cms/api.ts';
import { listAgents } from '../../features/cms/agents/api.ts';
import { formatDate, plural } from '../../features/cms/format.ts';
import {
  getLead,
  listLeads,
  type TAdminLead,
  type TAdminLeadDetail,
} from '../../features/cms/leads/api.ts';
import { formatDuration } from '../../features/cms/leads/labels.ts';
import { LeadFilters } from '../../features/cms/leads/lead-filters.tsx';
import { LeadPanel, StatusBadge } from '../../features/cms/leads/lead-panel.tsx';
import { DataTable } from '../../features/cms/list/data-table.tsx';
import { ListPager } from '../../features/cms/list/list-pager.tsx';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import { currentAgent } from '../../features/cms/shell/me.ts';
import { useCmsShell } from '../../features/cms/shell/cms-context.tsx';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { card } from '../../features/cms/styles.ts';
import { frenchError } from '../../../common/staff-french/error-texts.ts';

export function meta() {
  return [{ title: 'Demandes — Espace agence' }];
}

const QUERY_KEYS = [
  'page',
  'limit',
  'status',
  'kind',
  'agent_id',
  'unassigned',
  'property_id',
  'from',
  'to',
] as const;

async function openedLead(id: number | null, signal: AbortSignal) {
  if (!id) return { lead: null, refusal: null };
  try {
    return { lead: await getLead(id, signal), refusal: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      const refusal =
        error.status === 403
          ? 'Cette demande est suivie par un autre agent : seul un administrateur peut la réattribuer.'
          : frenchError({ code: error.code }, error.status);
      return { lead: null, refusal };
    }
    throw error;
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const url = new URL(request.url);
    const [me, list] = await Promise.all([
      currentAgent(),
      listLeads(pickQuery<'/api/admin/leads'>(request.url, QUERY_KEYS), request.signal),
    ]);
    const [agents, opened] = await Promise.all([
      me.isAdmin ? listAgents(request.signal).then((answer) => answer.data) : Promise.resolve([]),
      openedLead(Number(url.searchParams.get('id')) || null, request.signal),
    ]);
    return {
      me: { id: me.id, username: me.username, isAdmin: me.isAdmin },
      list,
      agents: agents.map(({ id, username }) => ({ id, username })),
      ...opened,
    };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

function contactLine(lead: TAdminLead) {
  return lead.phone_number ? formatAlgerianPhone(lead.phone_number) : (lead.email ?? '');
}

export default function LeadsScreen({ loaderData }: Route.ComponentProps) {
  const { me, list, agents, refusal } = loaderData;
  const [searchParams] = useSearchParams();
  const { params, update } = useListParams();
  const [lead, setLead] = useState<TAdminLeadDetail | null>(loaderData.lead);
  useEffect(() => setLead(loaderData.lead), [loaderData.lead]);
  const { refreshUnread } = useCmsShell();
  // A handled lead may leave « new »: the menu's badge follows.
  const changed = useCallback(
    (next: TAdminLeadDetail) => {
      setLead(next);
      refreshUnread();
    },
    [refreshUnread],
  );

  const linkTo = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('id', String(id));
    else next.delete('id');
    const text = next.toString();
    return `/cms/leads${text ? `?${text}` : ''}`;
  };
  const open = Boolean(lead || refusal);
  // The list shows the opened lead as it is now (a status or an agent just changed).
  const rows = list.data.map((row) => (lead && row.id === lead.id ? lead : row));

  const columns = useMemo<ColumnDef<TAdminLead, unknown>[]>(
    () => [
      {
        id: 'created_at',
        header: 'Reçue',
        cell: ({ row }) => formatDate(row.original.created_at),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'contact',
        header: 'Contact',
        cell: ({ row }) => (
          <Link to={linkTo(row.original.id)} preventScrollReset className="block">
            <span className="font-medium text-brand-800 underline">{row.original.full_name}</span>
            <span className="block text-xs text-slate-500" dir="ltr">
              {contactLine(row.original)}
            </span>
          </Link>
        ),
      },
      {
        id: 'property',
        header: 'Bien',
        cell: ({ row }) =>
          row.original.property_id === null ? (
            <span className="text-slate-500">Page contact</span>
          ) : (
            <span className="line-clamp-2">
              #{row.original.property_id} {row.original.property_name ?? ''}
            </span>
          ),
      },
      {
        id: 'status',
        header: 'Statut',
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'agent',
        header: 'Agent',
        cell: ({ row }) => row.original.agent_username ?? <span className="text-slate-500">—</span>,
      },
      {
        id: 'first_response',
        header: '1re réponse',
        cell: ({ row }) =>
          row.original.first_response_seconds === null ? (
            <span className="text-amber-800">En attente</span>
          ) : (
            formatDuration(row.original.first_response_seconds)
          ),
        meta: { className: 'whitespace-nowrap' },
      },
    ],
    // linkTo depends on the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchParams],
  );

  return (
    <>
      <PageHeader
        title="Demandes"
        description={`${plural(list.total, 'demande', 'demandes')} · ${plural(list.unread, 'nouvelle', 'nouvelles')}`}
      />
      <div className={`grid gap-4 ${open ? '2xl:grid-cols-[minmax(0,1fr)_28rem]' : ''}`}>
        <section
          className={`${card} min-w-0 ${open ? 'hidden 2xl:block' : ''}`}
          aria-label="Liste des demandes"
        >
          <LeadFilters params={params} update={update} agents={agents} me={me} />
          <DataTable
            data={rows}
            columns={columns}
            order=""
            onOrder={() => {}}
            caption="Demandes reçues, les plus récentes d'abord"
            getRowId={(row) => String(row.id)}
            renderCard={(row) => (
              <Link to={linkTo(row.id)} preventScrollReset className="block space-y-1 px-4 py-3">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium text-slate-900">{row.full_name}</span>
                  <StatusBadge status={row.status} />
                </span>
                <span className="block truncate text-sm text-slate-600">
                  {row.property_id === null
                    ? 'Page contact'
                    : `#${row.property_id} ${row.property_name ?? ''}`}
                </span>
                <span className="block text-xs text-slate-500">
                  {formatDate(row.created_at)} · {row.agent_username ?? 'Non attribuée'}
                </span>
              </Link>
            )}
            empty={
              <span className="flex flex-col items-center gap-2">
                <Inbox aria-hidden className="size-8 text-slate-400" />
                Aucune demande ne correspond à ces critères.
              </span>
            }
          />
          <ListPager list={list} update={update} />
        </section>
        {open && (
          <section className={`${card} min-w-0`} aria-label="Demande">
            {lead ? (
              <LeadPanel
                key={lead.id}
                lead={lead}
                agents={agents}
                isAdmin={me.isAdmin}
                backTo={linkTo(null)}
                onChange={changed}
              />
            ) : (
              <div className="space-y-3 p-5" role="alert">
                <p className="text-sm text-slate-800">{refusal}</p>
                <Link to={linkTo(null)} className="text-sm text-brand-800 underline">
                  Retour à la liste
                </Link>
              </div>
            )}
          </section>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
