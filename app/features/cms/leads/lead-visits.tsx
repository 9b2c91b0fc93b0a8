// The visit requests of a lead (decision 0048), each a link to its screen in « Visites »: the
// confirmed time (Algiers, as « Visites » writes it), else when the request came in (as the lead).
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { TLeadVisit } from '../../../../common/schemas/lead.ts';
import { formatDateTime } from '../format.ts';
import { visitTime } from '../visits/visit-format.ts';
import { VisitStatusBadge } from '../visits/visit-panel.tsx';

export function LeadVisits({ visits }: { visits: TLeadVisit[] }) {
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="lead-visits" className="space-y-2">
      <h3 id="lead-visits" className="text-sm font-semibold text-slate-900">
        Visites ({visits.length})
      </h3>
      <ul className="space-y-2" data-testid="lead-visits">
        {visits.map((visit) => (
          <li
            key={visit.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2.5 text-sm"
          >
            <Link
              to={`/cms/visits?visit=${visit.id}`}
              className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline"
            >
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {visit.confirmed_start
                ? visitTime(visit.confirmed_start)
                : `Demande reçue le ${formatDateTime(visit.created_at)}`}
            </Link>
            <VisitStatusBadge status={visit.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
