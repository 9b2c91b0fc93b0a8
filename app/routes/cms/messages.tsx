// /cms/messages: the contact inbox. Unread first; opening a message marks it read; mark unread
// again, answer (e-mail, phone, WhatsApp), delete. On a phone the list and the message take turns.
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/messages';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Pager } from '../../ui/pager.tsx';
import { guarded } from '../../features/cms/api.ts';
import { formatDate, plural } from '../../features/cms/format.ts';
import { PAGER_LABELS } from '../../features/cms/list/pager-labels.ts';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import {
  deleteMessage,
  listMessages,
  markMessage,
  type TInboxMessage,
} from '../../features/cms/messages/api.ts';
import { MessageView } from '../../features/cms/messages/message-view.tsx';
import { useCmsShell } from '../../features/cms/shell/cms-context.tsx';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { card } from '../../features/cms/styles.ts';
import { useApiError } from '../../features/cms/use-api-error.ts';
import { useDeleteConfirmation } from '../../features/cms/use-delete-confirmation.ts';

export function meta() {
  return [{ title: 'Messages — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const query = pickQuery<'/api/admin/messages'>(request.url, [
      'page',
      'limit',
      'unread',
      'order_by',
    ]);
    return { list: await listMessages({ order_by: 'unread_first', ...query }, request.signal) };
  });
}

// Opening a message only changes ?id=: the list stays as it is.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}) {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('id');
    return url.pathname + params.toString();
  };
  const onlyTheMessageChanged =
    currentUrl.href !== nextUrl.href && strip(currentUrl) === strip(nextUrl);
  if (onlyTheMessageChanged) return false;
  return defaultShouldRevalidate;
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function MessagesScreen({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const [searchParams] = useSearchParams();
  const { params, update } = useListParams();
  const revalidator = useRevalidator();
  const report = useApiError();
  const { refreshUnread } = useCmsShell();
  const [items, setItems] = useState<TInboxMessage[]>(list.data);
  const marked = useRef(new Set<number>());
  useEffect(() => setItems(list.data), [list.data]);

  const selectedId = Number(searchParams.get('id')) || null;
  const selected = items.find((message) => message.id === selectedId) ?? null;
  const unreadOnly = params.get('unread') === 'true';
  const linkTo = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('id', String(id));
    else next.delete('id');
    const text = next.toString();
    return `/cms/messages${text ? `?${text}` : ''}`;
  };

  const replace = (message: TInboxMessage) =>
    setItems((current) => current.map((item) => (item.id === message.id ? message : item)));

  // Opening an unread message marks it read (once).
  useEffect(() => {
    if (!selected || selected.read || marked.current.has(selected.id)) return;
    marked.current.add(selected.id);
    markMessage(selected.id, true).then((message) => {
      replace(message);
      refreshUnread();
    }, report);
  }, [selected, refreshUnread, report]);

  async function toggleRead(message: TInboxMessage) {
    try {
      const updated = await markMessage(message.id, !message.read);
      replace(updated);
      refreshUnread();
      toast.success(updated.read ? 'Message marqué comme lu.' : 'Message marqué comme non lu.');
    } catch (error) {
      report(error);
    }
  }

  const deletion = useDeleteConfirmation(async (message: TInboxMessage) => {
    await deleteMessage(message.id);
    setItems((current) => current.filter((item) => item.id !== message.id));
    toast.success('Message supprimé.');
    refreshUnread();
    // Reload the list before closing the message: closing only changes ?id=, which does not
    // reload (shouldRevalidate), and a reload started during that navigation would be dropped.
    await revalidator.revalidate();
    if (message.id === selectedId) update({ id: null }, { keepPage: true });
  });

  return (
    <>
      <PageHeader
        title="Messages"
        description={`${plural(list.total, 'message', 'messages')} · ${plural(list.unread, 'non lu', 'non lus')}`}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section
          className={`${card} flex flex-col ${selected ? 'hidden lg:flex' : ''}`}
          aria-label="Liste des messages"
        >
          <div
            className="flex gap-1 border-b border-slate-200 p-2"
            role="group"
            aria-label="Afficher"
          >
            {[
              { label: 'Tous', value: null },
              { label: `Non lus (${list.unread})`, value: 'true' },
            ].map((choice) => (
              <button
                key={choice.label}
                type="button"
                aria-pressed={(choice.value === 'true') === unreadOnly}
                onClick={() => update({ unread: choice.value, id: null })}
                className="h-9 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
              >
                {choice.label}
              </button>
            ))}
          </div>
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-600">
              <Inbox aria-hidden className="size-8 text-slate-400" />
              {unreadOnly ? 'Aucun message non lu.' : 'Aucun message pour le moment.'}
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((message) => {
                const active = message.id === selectedId;
                return (
                  <li key={message.id}>
                    <Link
                      to={linkTo(message.id)}
                      preventScrollReset
                      aria-current={active ? 'true' : undefined}
                      className={`flex gap-3 px-4 py-3 hover:bg-slate-50 ${active ? 'bg-brand-50' : ''}`}
                    >
                      <span
                        aria-hidden
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${message.read ? 'bg-transparent' : 'bg-brand-600'}`}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span
                            className={`truncate text-sm ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                          >
                            {message.full_name}
                          </span>
                          <span className="shrink-0 text-xs text-slate-500">
                            {formatDate(message.created_at)}
                          </span>
                        </span>
                        <span
                          className={`block truncate text-sm ${message.read ? 'text-slate-600' : 'font-medium text-slate-800'}`}
                        >
                          {!message.read && <span className="sr-only">Non lu : </span>}
                          {message.object}
                        </span>
                        <span className="block truncate text-xs text-slate-500">
                          {message.message}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mt-auto border-t border-slate-200 p-3">
            <Pager
              page={list.page}
              limit={list.limit}
              total={list.total}
              onPage={(page) =>
                update({ page: page > 1 ? page : null, id: null }, { keepPage: true })
              }
              labels={PAGER_LABELS}
            />
          </div>
        </section>
        <section
          className={`${card} min-h-96 ${selected ? '' : 'hidden lg:block'}`}
          aria-label="Message"
        >
          {selected ? (
            <MessageView
              key={selected.id}
              message={selected}
              backTo={linkTo(null)}
              onToggleRead={() => void toggleRead(selected)}
              onDelete={() => deletion.ask(selected)}
            />
          ) : (
            <div className="flex h-full min-h-96 flex-col items-center justify-center gap-2 text-sm text-slate-500">
              <Inbox aria-hidden className="size-8 text-slate-300" />
              Choisissez un message à lire.
            </div>
          )}
        </section>
      </div>
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer ce message ?"
        description={
          <p>
            Le message de « <strong className="text-slate-900">{deletion.item?.full_name}</strong> »
            ({deletion.item?.object}) sera supprimé définitivement.
          </p>
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
