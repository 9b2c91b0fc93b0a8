// /cms/agents (superadmin only): the back-office accounts: create with a role, change the role
// or the password, delete (never the last superadmin, never oneself: the API says why).
import { Pencil, Plus, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/agents';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { AgentDialog } from '../../features/cms/agents/agent-dialog.tsx';
import { deleteAgent, listAgents, type TAgent } from '../../features/cms/agents/api.ts';
import { guarded } from '../../features/cms/api.ts';
import { formatDate, plural } from '../../features/cms/format.ts';
import { useCmsShell } from '../../features/cms/shell/cms-context.tsx';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { roleLabel } from '../../features/cms/shell/topbar.tsx';
import { button, card } from '../../features/cms/styles.ts';
import { useDeleteConfirmation } from '../../features/cms/use-delete-confirmation.ts';

export function meta() {
  return [{ title: 'Agents — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    return { agents: (await listAgents(request.signal)).data };
  });
}

export function HydrateFallback() {
  return <PageSkeleton rows={4} />;
}

function RoleBadge({ type }: { type: string }) {
  const admin = type === 'superadmin';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        admin ? 'bg-gold-100 text-gold-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {admin ? (
        <ShieldCheck aria-hidden className="size-3.5" />
      ) : (
        <UserRound aria-hidden className="size-3.5" />
      )}
      {roleLabel(type)}
    </span>
  );
}

export default function AgentsScreen({ loaderData }: Route.ComponentProps) {
  const { agents } = loaderData;
  const { username } = useCmsShell();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<TAgent | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const refresh = () => void revalidator.revalidate();

  function open(agent: TAgent | null) {
    setEditing(agent);
    setDialogOpen(true);
  }

  const deletion = useDeleteConfirmation(async (agent: TAgent) => {
    await deleteAgent(agent.id);
    toast.success(`Le compte « ${agent.username} » a été supprimé.`);
    await revalidator.revalidate();
  });

  return (
    <>
      <PageHeader
        title="Agents"
        description={plural(agents.length, 'compte', 'comptes')}
        actions={
          <button type="button" className={button.primary} onClick={() => open(null)}>
            <Plus aria-hidden className="size-4" />
            Nouvel agent
          </button>
        }
      />
      <section className={card} aria-label="Comptes du back-office">
        <ul className="divide-y divide-slate-100">
          {agents.map((agent) => {
            const self = agent.username === username;
            return (
              <li key={agent.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-900 uppercase">
                  {agent.username.slice(0, 2)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {agent.username}
                    {self && (
                      <span className="ms-2 text-xs font-normal text-slate-500">(vous)</span>
                    )}
                  </p>
                  <p className="text-xs text-slate-500">Créé le {formatDate(agent.created_at)}</p>
                </div>
                <RoleBadge type={agent.type} />
                <div className="flex gap-0.5">
                  <button
                    type="button"
                    className={button.icon}
                    onClick={() => open(agent)}
                    aria-label={`Modifier ${agent.username}`}
                    title="Modifier le rôle ou le mot de passe"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={button.iconDanger}
                    onClick={() => deletion.ask(agent)}
                    disabled={self}
                    aria-label={`Supprimer ${agent.username}`}
                    title={self ? 'Vous ne pouvez pas supprimer votre propre compte' : 'Supprimer'}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <AgentDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        agent={editing}
        onSaved={refresh}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer ce compte ?"
        description={
          <p>
            « <strong className="text-slate-900">{deletion.item?.username}</strong> » ne pourra plus
            se connecter. Les biens et annonces restent en place.
          </p>
        }
        confirmLabel="Supprimer le compte"
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
