// Who is responsible for a listing (decision 0038). A superadmin assigns it from a list of the
// accounts; an agent sees whether it is theirs, takes an unassigned one, and is told why a
// listing of another agent cannot be changed (the API would answer 403).
import { UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { TAdminProperty } from '../../../../common/schemas/admin-property.ts';
import type { TMe } from '../../../../common/schemas/admin-auth.ts';
import { listAgents } from '../agents/api.ts';
import { currentAgent } from '../shell/me.ts';
import { button, card, select } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { updateProperty } from './api.ts';

export const OTHER_AGENT_NOTICE =
  'Ce bien est suivi par un autre agent : vous pouvez le consulter, mais seuls cet agent et un administrateur peuvent le modifier.';

export function AssignmentCard({
  property,
  onChange,
}: {
  property: TAdminProperty;
  onChange: (property: TAdminProperty) => void;
}) {
  const report = useApiError();
  const selectId = useId();
  const [me, setMe] = useState<TMe | null>(null);
  const [agents, setAgents] = useState<{ id: number; username: string }[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    currentAgent().then(async (who) => {
      if (!live) return;
      setMe(who);
      if (who.isAdmin) {
        const list = await listAgents();
        if (live) setAgents(list.data.map(({ id, username }) => ({ id, username })));
      }
    }, report);
    return () => {
      live = false;
    };
  }, [report]);

  async function assign(agentId: number | null, done: string) {
    setBusy(true);
    try {
      onChange(await updateProperty(property.id, { agent_id: agentId }));
      toast.success(done);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  if (!me) return null;
  const assigned = property.agent_id;
  return (
    <div className={`${card} space-y-2 p-4`} data-testid="assignment-card">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <UserRound aria-hidden className="size-4" />
        Agent responsable
      </h2>
      {me.isAdmin ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            Agent responsable
          </label>
          <select
            id={selectId}
            className={`${select} h-10`}
            value={assigned ?? ''}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value ? Number(event.target.value) : null;
              void assign(value, value ? 'Bien attribué.' : 'Bien sans agent responsable.');
            }}
          >
            <option value="">Aucun (tous les agents)</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.username}
              </option>
            ))}
          </select>
        </>
      ) : assigned === me.id ? (
        <p className="text-sm text-slate-700">Vous suivez ce bien.</p>
      ) : assigned === null ? (
        <>
          <p className="text-sm text-slate-700">
            Aucun agent n&apos;en est responsable : tout agent peut le modifier.
          </p>
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => void assign(me.id, 'Vous suivez désormais ce bien.')}
          >
            Prendre ce bien
          </button>
        </>
      ) : (
        <p role="note" className="text-sm text-amber-900" data-testid="assignment-locked">
          {OTHER_AGENT_NOTICE}
        </p>
      )}
    </div>
  );
}
