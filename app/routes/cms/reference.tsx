// /cms/reference: the option lists a property links to (types, statuses, amenities, documents…),
// in French, Arabic and English: add, rename, reorder, delete (the id leaves every property).
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/reference';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { REFERENCE_LISTS } from '../../../common/schemas/admin-reference.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { guarded } from '../../features/cms/api.ts';
import { plural } from '../../features/cms/format.ts';
import {
  deleteReferenceItem,
  LIST_LABELS,
  LIST_ORDER,
  listReferenceItems,
  updateReferenceItem,
  type TReferenceItem,
  type TReferenceList,
} from '../../features/cms/reference/api.ts';
import { ItemDialog } from '../../features/cms/reference/item-dialog.tsx';
import { DOCUMENT_CATEGORY_LABELS } from '../../features/cms/reference/options.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { button, card, select } from '../../features/cms/styles.ts';
import { useApiError } from '../../features/cms/use-api-error.ts';
import { useDeleteConfirmation } from '../../features/cms/use-delete-confirmation.ts';

function listOf(url: string): TReferenceList {
  const value = new URL(url).searchParams.get('list');
  return (REFERENCE_LISTS as readonly string[]).includes(value ?? '')
    ? (value as TReferenceList)
    : 'types';
}

export function meta() {
  return [{ title: 'Listes de référence — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    const list = listOf(request.url);
    return { list, items: (await listReferenceItems(list, request.signal)).data };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function ReferenceScreen({ loaderData }: Route.ComponentProps) {
  const { list, items } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const report = useApiError();
  const [editing, setEditing] = useState<TReferenceItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const refresh = () => void revalidator.revalidate();

  function open(item: TReferenceItem | null) {
    setEditing(item);
    setDialogOpen(true);
  }

  /** Swaps an item with its neighbour (the public filters show the lists in this order). */
  async function move(index: number, offset: -1 | 1) {
    const item = items[index];
    const other = items[index + offset];
    if (!item || !other) return;
    setMoving(true);
    try {
      // Distinct positions even when the stored ones are equal.
      const [a, b] =
        item.sort_order === other.sort_order
          ? [index + offset, index]
          : [other.sort_order, item.sort_order];
      await updateReferenceItem(list, item.id, { sort_order: a });
      await updateReferenceItem(list, other.id, { sort_order: b });
      await revalidator.revalidate();
    } catch (error) {
      report(error);
    } finally {
      setMoving(false);
    }
  }

  const deletion = useDeleteConfirmation(async (item: TReferenceItem) => {
    await deleteReferenceItem(list, item.id);
    toast.success(`« ${item.name_fr} » supprimé.`);
    await revalidator.revalidate();
  });
  const toDelete = deletion.item;

  return (
    <>
      <PageHeader
        title="Listes de référence"
        description="Les choix proposés dans la fiche d'un bien et dans les filtres du site."
        actions={
          <button type="button" className={button.primary} onClick={() => open(null)}>
            <Plus aria-hidden className="size-4" />
            Ajouter
          </button>
        }
      />
      {/* One shrinkable column on a phone: the table scrolls inside its card, not the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Listes" className={`${card} hidden self-start p-2 lg:block`}>
          <ul className="space-y-0.5">
            {LIST_ORDER.map((name) => (
              <li key={name}>
                <Link
                  to={`/cms/reference?list=${name}`}
                  aria-current={name === list ? 'page' : undefined}
                  className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-900"
                >
                  {LIST_LABELS[name]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={card} aria-labelledby="reference-list-title">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
            <div>
              <h2 id="reference-list-title" className="font-semibold text-slate-900">
                {LIST_LABELS[list]}
              </h2>
              <p className="text-sm text-slate-600">
                {plural(items.length, 'élément', 'éléments')}
              </p>
            </div>
            <label className="lg:hidden">
              <span className="sr-only">Liste</span>
              <select
                className={select}
                value={list}
                onChange={(event) =>
                  void navigate(`/cms/reference?list=${event.target.value}`, { replace: true })
                }
              >
                {LIST_ORDER.map((name) => (
                  <option key={name} value={name}>
                    {LIST_LABELS[name]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {/* relative: the screen-reader-only texts (absolute) stay inside the scrolling box. */}
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{LIST_LABELS[list]}</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2.5 text-start">
                    Français
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-start">
                    Arabe
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-start">
                    Anglais
                  </th>
                  {list === 'associated_documents' && (
                    <th scope="col" className="px-4 py-2.5 text-start">
                      Catégorie
                    </th>
                  )}
                  <th scope="col" className="px-4 py-2.5 text-end">
                    Biens
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item, index) => (
                  <tr key={item.id} className="hover:bg-slate-50/70">
                    <td className="px-4 py-2 font-medium text-slate-900">{item.name_fr}</td>
                    <td className="px-4 py-2" dir="rtl" lang="ar">
                      {item.name_ar}
                    </td>
                    <td className="px-4 py-2" lang="en">
                      {item.name_en}
                    </td>
                    {list === 'associated_documents' && (
                      <td className="px-4 py-2 text-slate-600">
                        {item.category ? DOCUMENT_CATEGORY_LABELS[item.category] : '—'}
                      </td>
                    )}
                    <td className="px-4 py-2 text-end text-slate-600 tabular">{item.properties}</td>
                    <td className="px-2 py-1">
                      <div className="flex justify-end gap-0.5">
                        <button
                          type="button"
                          className={button.icon}
                          onClick={() => void move(index, -1)}
                          disabled={index === 0 || moving}
                          aria-label={`Monter ${item.name_fr}`}
                          title="Monter"
                        >
                          <ArrowUp aria-hidden className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={button.icon}
                          onClick={() => void move(index, 1)}
                          disabled={index === items.length - 1 || moving}
                          aria-label={`Descendre ${item.name_fr}`}
                          title="Descendre"
                        >
                          <ArrowDown aria-hidden className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={button.icon}
                          onClick={() => open(item)}
                          aria-label={`Renommer ${item.name_fr}`}
                          title="Renommer"
                        >
                          <Pencil aria-hidden className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={button.iconDanger}
                          onClick={() => deletion.ask(item)}
                          aria-label={`Supprimer ${item.name_fr}`}
                          title="Supprimer"
                        >
                          <Trash2 aria-hidden className="size-4" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
      <ItemDialog
        list={list}
        item={editing}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onSaved={refresh}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer cet élément ?"
        description={
          <>
            <p>
              « <strong className="text-slate-900">{toDelete?.name_fr}</strong> » sera retiré de la
              liste {LIST_LABELS[list].toLowerCase()}.
            </p>
            {toDelete && toDelete.properties > 0 && (
              <p className="mt-2 font-medium text-amber-800">
                Il est utilisé par {plural(toDelete.properties, 'bien', 'biens')} : il en sera
                retiré.
              </p>
            )}
          </>
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
