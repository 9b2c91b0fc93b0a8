// The parts of an editor's title line that every record shares: the way back to its list, and
// the record's own actions (see it on the public site, its history in the Journal, delete it).
import { ArrowLeft, ExternalLink, History, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { button } from '../styles.ts';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-1 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {children}
    </Link>
  );
}

/**
 * "See it on the site" (a new tab), "Historique" (the Journal filtered on the record, given to the
 * superadmin only) and "Delete" (which asks first, through onDelete).
 */
export function RecordActions({
  publicHref,
  historyHref,
  onDelete,
}: {
  publicHref: string;
  historyHref?: string | null;
  /** Absent when the user may not delete the record. */
  onDelete?: () => void;
}) {
  return (
    <>
      <a href={publicHref} target="_blank" rel="noreferrer" className={button.secondary}>
        <ExternalLink aria-hidden className="size-4" />
        Voir sur le site
      </a>
      {historyHref && (
        <Link to={historyHref} className={button.secondary}>
          <History aria-hidden className="size-4" />
          Historique
        </Link>
      )}
      {onDelete && (
        <button type="button" className={`${button.secondary} text-red-700`} onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Supprimer
        </button>
      )}
    </>
  );
}
