// The fields an entry changed, each as "Field: before → after" (struck before, bold after).
import type { TAuditEntry } from './api.ts';
import { fieldLabel } from '../../../../common/staff-french/field-labels.ts';
import { createContext, useContext } from 'react';
import { formatAuditValue } from './labels.ts';

/** The usernames of the accounts, by id (the audit screen loads them): `agent_id` reads as one. */
export const AgentNamesContext = createContext<ReadonlyMap<number, string>>(new Map());

export function ChangesList({ changes }: { changes: TAuditEntry['changes'] }) {
  const agentNames = useContext(AgentNamesContext);
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-1">
      {fields.map(([field, change]) => (
        <li key={field} className="text-sm break-words text-slate-700">
          <span className="font-medium text-slate-900">
            {/* Shown by name here, not by number. */}
            {field === 'agent_id' ? 'Agent' : fieldLabel(field)}
          </span>{' '}
          :{' '}
          {'before' in change && (
            <>
              <span className="sr-only">avant </span>
              <del className="text-slate-500">
                {formatAuditValue(field, change.before, agentNames)}
              </del>
            </>
          )}
          {'before' in change && 'after' in change && (
            <span aria-hidden className="mx-1 text-slate-400">
              →
            </span>
          )}
          {'after' in change && (
            <>
              <span className="sr-only"> après </span>
              <ins className="font-medium text-slate-900 no-underline">
                {formatAuditValue(field, change.after, agentNames)}
              </ins>
            </>
          )}
          {!('after' in change) && 'before' in change && (
            <span className="ms-1 text-xs text-slate-500">(effacé)</span>
          )}
        </li>
      ))}
    </ul>
  );
}
