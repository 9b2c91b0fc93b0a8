// The fields an entry changed, each as "Field: before → after" (struck before, bold after).
import type { TAuditEntry } from './api.ts';
import { fieldLabel } from '../../../../common/staff-french/field-labels.ts';
import { formatAuditValue } from './labels.ts';

export function ChangesList({ changes }: { changes: TAuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-1">
      {fields.map(([field, change]) => (
        <li key={field} className="text-sm break-words text-slate-700">
          <span className="font-medium text-slate-900">{fieldLabel(field)}</span> :{' '}
          {'before' in change && (
            <>
              <span className="sr-only">avant </span>
              <del className="text-slate-500">{formatAuditValue(field, change.before)}</del>
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
                {formatAuditValue(field, change.after)}
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
