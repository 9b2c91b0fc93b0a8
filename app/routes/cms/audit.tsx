// /cms/audit (superadmin only): the Journal, who changed what and when, newest first. Filters
// live in the address, so a property's « Historique » link opens it filtered on that property.
import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../common/audit.ts';
import { listAgents } from '../../features/cms/agents/api.ts';
import { guarded } from '../../features/cms/api.ts';
import { listAudit } from '../../features/cms/audit/api.ts';
import { AuditCard, auditColumns } from '../../features/cms/audit/audit-columns.tsx';
import { AgentNamesContext } from '../../features/cms/audit/changes-list.tsx';
import { ACTION_LABELS, ENTITY_LABELS } from '../../features/cms/audit/labels.ts';
import { plural } from '../../features/cms/format.ts';
import { DataTable } from '../../features/cms/list/data-table.tsx';
import { FilterSelect } from '../../features/cms/list/filter-select.tsx';
import { ListPager } from '../../features/cms/list/list-pager.tsx';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { button, card, input } from '../../features/cms/styles.ts';

const KEYS = ['actor_id', 'entity', 'entity_id', 'action', 'from', 'to', 'page', 'limit'] as const;

export function meta() {
  return [{ title: 'Journal — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    const [list, agents] = await Promise.all([
      listAudit(pickQuery<'/api/admin/audit'>(request.url, KEYS), request.signal),
      listAgents(request.signal),
    ]);
    return { list, agents: agents.data };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

function DayFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${input} h-10`}
      />
    </div>
  );
}

export default function AuditScreen({ loaderData }: Route.ComponentProps) {
  const { list, agents } = loaderData;
  // An entry's agent_id reads as the agent's name (changes-list.tsx).
  const agentNames = useMemo(
    () => new Map(agents.map((agent) => [agent.id, agent.username] as const)),
    [agents],
  );
  const { params, update } = useListParams();
  const navigation = useNavigation();
  const entityId = params.get('entity_id');
  const entity = params.get('entity') ?? '';
  const filtered = KEYS.some((key) => key !== 'page' && key !== 'limit' && params.get(key));

  return (
    <>
      <PageHeader
        title="Journal"
        description={`${plural(list.total, 'entrée', 'entrées')} · qui a changé quoi, et quand`}
      />
      <section className={card} aria-label="Journal des modifications">
        <div className="grid grid-cols-2 gap-3 border-b border-slate-200 p-3 sm:p-4 lg:grid-cols-5">
          <FilterSelect
            label="Élément"
            value={entity}
            onChange={(value) => update({ entity: value, entity_id: null })}
            options={AUDIT_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] }))}
            className="col-span-2 sm:col-span-1"
          />
          <FilterSelect
            label="Action"
            value={params.get('action') ?? ''}
            onChange={(value) => update({ action: value })}
            options={AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }))}
            anyLabel="Toutes"
            className="col-span-2 sm:col-span-1"
          />
          <FilterSelect
            label="Qui"
            value={params.get('actor_id') ?? ''}
            onChange={(value) => update({ actor_id: value })}
            options={agents.map((agent) => ({ value: String(agent.id), label: agent.username }))}
            className="col-span-2 lg:col-span-1"
          />
          <DayFilter
            label="Du"
            value={params.get('from') ?? ''}
            onChange={(from) => update({ from })}
          />
          <DayFilter label="Au" value={params.get('to') ?? ''} onChange={(to) => update({ to })} />
        </div>
        {entityId && (
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 text-sm sm:px-4">
            <span>
              Historique de : {ENTITY_LABELS[entity as keyof typeof ENTITY_LABELS] ?? 'élément'} n°{' '}
              {entityId}
            </span>
            <button
              type="button"
              className={button.secondary}
              onClick={() => update({ entity_id: null })}
            >
              <X aria-hidden className="size-4" />
              Voir tout le journal
            </button>
          </div>
        )}
        <AgentNamesContext.Provider value={agentNames}>
          <DataTable
            data={list.data}
            columns={auditColumns}
            getRowId={(row) => String(row.id)}
            order=""
            onOrder={() => {}}
            caption="Journal des modifications, le plus récent d'abord"
            busy={navigation.state === 'loading' && navigation.location.pathname === '/cms/audit'}
            renderCard={(entry) => <AuditCard entry={entry} />}
            empty={
              filtered ? 'Aucune entrée ne correspond à ces critères.' : 'Le journal est vide.'
            }
          />
        </AgentNamesContext.Provider>
        <ListPager list={list} update={update} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
