// /cms/properties: every property (hidden ones included) with search, filters, sort, paging,
// the five flags as inline switches, edit and delete.
import { Clock, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/properties';
import type { TAdminProperty, TPropertyFlag } from '../../../common/schemas/admin-property.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Pager } from '../../ui/pager.tsx';
import { guarded } from '../../features/cms/api.ts';
import { plural } from '../../features/cms/format.ts';
import { DataTable } from '../../features/cms/list/data-table.tsx';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import { PAGER_LABELS } from '../../features/cms/list/pager-labels.ts';
import {
  deleteProperty,
  listProperties,
  toggleProperty,
} from '../../features/cms/properties/api.ts';
import { PropertyCard, propertyColumns } from '../../features/cms/properties/property-columns.tsx';
import {
  PROPERTY_LIST_KEYS,
  PropertyFilters,
} from '../../features/cms/properties/property-filters.tsx';
import { referenceOptions } from '../../features/cms/reference/options.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { button, card } from '../../features/cms/styles.ts';
import { useApiError } from '../../features/cms/use-api-error.ts';
import { useOptimisticFlags } from '../../features/cms/use-optimistic-flags.ts';

export function meta() {
  return [{ title: 'Biens — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const query = pickQuery(request.url, PROPERTY_LIST_KEYS);
    const [list, refs] = await Promise.all([
      listProperties(query, request.signal),
      referenceOptions().catch(() => null),
    ]);
    return { list, refs };
  });
}

export function HydrateFallback() {
  return <PageSkeleton rows={8} />;
}

export default function PropertiesScreen({ loaderData }: Route.ComponentProps) {
  const { list, refs } = loaderData;
  const { params, update } = useListParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const report = useApiError();
  const [toDelete, setToDelete] = useState<TAdminProperty | null>(null);
  const flags = useOptimisticFlags<TAdminProperty, TPropertyFlag>(list.data, toggleProperty);

  const onDelete = useCallback((property: TAdminProperty) => setToDelete(property), []);
  const columns = useMemo(
    () => propertyColumns({ flags, refs, onDelete }),
    [flags, refs, onDelete],
  );
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/cms/properties';
  const filtered = [...params.keys()].some(
    (key) => key !== 'page' && key !== 'limit' && key !== 'order_by',
  );

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteProperty(toDelete.id);
      toast.success(`« ${toDelete.name_fr} » a été supprimé.`);
      // The last row of a page gone: show the previous page.
      if (list.data.length === 1 && list.page > 1)
        update({ page: list.page - 1 }, { keepPage: true });
      else await revalidator.revalidate();
    } catch (error) {
      report(error);
      throw error;
    }
  }

  return (
    <>
      <PageHeader
        title="Biens"
        description={plural(
          list.total,
          filtered ? 'bien trouvé' : 'bien',
          filtered ? 'biens trouvés' : 'biens',
        )}
        actions={
          <>
            <Link to="/cms/properties?stale=true&order_by=updated_asc" className={button.secondary}>
              <Clock aria-hidden className="size-4" />
              Annonces à revoir
            </Link>
            <Link to="/cms/property/add" className={button.primary}>
              <Plus aria-hidden className="size-4" />
              Ajouter un bien
            </Link>
          </>
        }
      />
      <section className={card} aria-label="Liste des biens">
        <PropertyFilters params={params} update={update} refs={refs} />
        <DataTable
          data={list.data}
          columns={columns}
          getRowId={(row) => String(row.id)}
          order={params.get('order_by') ?? 'date_desc'}
          onOrder={(order) => update({ order_by: order === 'date_desc' ? null : order })}
          caption="Biens immobiliers"
          busy={busy}
          renderCard={(property) => (
            <PropertyCard property={property} flags={flags} refs={refs} onDelete={onDelete} />
          )}
          empty={
            filtered ? (
              'Aucun bien ne correspond à ces critères.'
            ) : (
              <>
                Aucun bien pour l'instant.{' '}
                <Link to="/cms/property/add" className="text-brand-700 underline">
                  Ajouter le premier
                </Link>
              </>
            )
          }
        />
        <div className="border-t border-slate-200 p-3 sm:px-4">
          <Pager
            page={list.page}
            limit={list.limit}
            total={list.total}
            onPage={(page) => update({ page: page > 1 ? page : null }, { keepPage: true })}
            onLimit={(limit) => update({ limit: limit === 20 ? null : limit })}
            labels={PAGER_LABELS}
          />
        </div>
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Supprimer ce bien ?"
        description={
          <>
            <p>
              « <strong className="text-slate-900">{toDelete?.name_fr}</strong> » sera retiré du
              site et du back-office, avec ses photos. Cette action est irréversible.
            </p>
            <p className="mt-2">Pour le retirer du site seulement, décochez « Visible ».</p>
          </>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={confirmDelete}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
