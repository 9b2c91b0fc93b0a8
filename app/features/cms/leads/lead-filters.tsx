// The filters of the « Demandes » list: status, agent (a superadmin picks anyone; an agent their
// own or the unassigned ones), the listing's number, and the days received. All in the address.
import { useId } from 'react';
import { FilterSelect, type FilterOption } from '../list/filter-select.tsx';
import { KIND_OPTIONS } from './labels.ts';
import type { useListParams } from '../list/use-list-params.ts';
import { input, label } from '../styles.ts';
import { STATUS_OPTIONS } from './labels.ts';
import type { AgentChoice } from './lead-panel.tsx';

type Params = ReturnType<typeof useListParams>;

const UNASSIGNED = 'none';

export function LeadFilters({
  params,
  update,
  agents,
  me,
}: Params & { agents: AgentChoice[]; me: AgentChoice & { isAdmin: boolean } }) {
  const ids = { property: useId(), from: useId(), to: useId() };
  const agentOptions: FilterOption[] = [
    ...(me.isAdmin
      ? agents.map((agent) => ({ value: String(agent.id), label: agent.username }))
      : [{ value: String(me.id), label: 'Mes demandes' }]),
    { value: UNASSIGNED, label: 'Non attribuées' },
  ];
  const agentValue =
    params.get('unassigned') === 'true' ? UNASSIGNED : (params.get('agent_id') ?? '');
  const clearOnBlank = (value: string) => (value.trim() === '' ? null : value.trim());

  return (
    <div className="grid grid-cols-2 gap-3 border-b border-slate-200 p-3 sm:grid-cols-3 sm:px-4 lg:grid-cols-5">
      <FilterSelect
        label="Statut"
        value={params.get('status') ?? ''}
        options={STATUS_OPTIONS}
        onChange={(value) => update({ status: value, id: null })}
      />
      <FilterSelect
        label="Nature"
        value={params.get('kind') ?? ''}
        options={KIND_OPTIONS}
        anyLabel="Toutes"
        onChange={(value) => update({ kind: value, id: null })}
      />
      <FilterSelect
        label="Agent"
        value={agentValue}
        options={agentOptions}
        anyLabel="Toutes"
        onChange={(value) =>
          update({
            agent_id: value === UNASSIGNED ? null : value,
            unassigned: value === UNASSIGNED ? 'true' : null,
            id: null,
          })
        }
      />
      <div className="min-w-0">
        <label htmlFor={ids.property} className={`${label} mb-1 text-xs text-slate-600`}>
          N° du bien
        </label>
        <input
          id={ids.property}
          key={params.get('property_id') ?? ''}
          className={`${input} h-10`}
          inputMode="numeric"
          defaultValue={params.get('property_id') ?? ''}
          placeholder="ex. 128"
          onBlur={(event) => update({ property_id: clearOnBlank(event.target.value), id: null })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              update({ property_id: clearOnBlank(event.currentTarget.value), id: null });
            }
          }}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.from} className={`${label} mb-1 text-xs text-slate-600`}>
          Reçues du
        </label>
        <input
          id={ids.from}
          type="date"
          className={`${input} h-10`}
          value={params.get('from') ?? ''}
          onChange={(event) => update({ from: event.target.value, id: null })}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.to} className={`${label} mb-1 text-xs text-slate-600`}>
          au
        </label>
        <input
          id={ids.to}
          type="date"
          className={`${input} h-10`}
          value={params.get('to') ?? ''}
          onChange={(event) => update({ to: event.target.value, id: null })}
        />
      </div>
    </div>
  );
}
