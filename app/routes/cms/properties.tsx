// /cms/properties: every property (hidden ones included) with search, filters, sort, paging,
// the five flags as inline switches, edit and delete.
import { Clock, Plus, Upload, UserRound } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/properties';
import type { TAdminProperty, TPropertyFlag } from '../../../common/schemas/admin-property.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { guarded } from '../../features/cms/api.ts';
import { listAgents } from '../../features/cms/agents/api.ts';
import { currentAgent } from '../../features/cms/shell/me.ts';
import { plural } from '../../features/cms/format.ts';
import { DataTable } from '../../features/cms/list/data-table.tsx';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import { ListPager } from '../../features/cms/list/list-pager.tsx';
import {
  deleteProperty,
  listProperties,
  toggleProperty,
} from '../../features/cms/properties/api.ts';
import { ExportButtons } from '../../features/cms/properties/export-buttons.tsx';
import { PropertyCard, propertyColumns } from '../../features/cms/properties/property-columns.tsx';
import { propertyRights } from '../../features/cms/properties/property-rights.ts';
import {
  PerformanceCard,
  performanceColumns,
} from '../../features/cms/performance/performance-columns.tsx';
import { ViewSwitch } from '../../features/cms/performance/view-switch.tsx';
import {
  PROPERTY_LIST_KEYS,
  PropertyFilters,
} from '../../features/cms/properties/property-filters.tsx';
import { referenceOptions } from '../../features/cms/reference/options.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { useCmsShell } from '../../features/cms/shell/cms-context.tsx';
import { button, card } from '../../features/cms/styles.ts';
import { useDeleteConfirmation } from '../../features/cms/use-delete-confirmation.ts';
import { useOptimisticFlags } from '../../features/cms/use-optimistic-flags.ts';

export function meta() {
  return [{ title: 'Biens — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const query = pickQuery<'/api/admin/property'>(request.url, PROPERTY_LIST_KEYS);
    const [list, refs, me] = await Promise.all([
      listProperties(query, request.signal),
      referenceOptions().catch(() => null),
      currentAgent(),
    ]);
    const agents = me.isAdmin ? (await listAgents(request.signal)).data : [];
    return { list, refs, me, agents: agents.map(({ id, username }) => ({ id, username })) };
  });
}

export function HydrateFallback() {
  return <PageSkeleton rows={8} />;
}

export default function PropertiesScreen({ loaderData }: Route.ComponentProps) {
  const { list, refs, me, agents } = loaderData;
  const { params, update } = useListParams();
  const mine = params.get('agent_id') === String(me.id);
  const { isAdmin } = useCmsShell();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const flags = useOptimisticFlags<TAdminProperty, TPropertyFlag>(list.data, toggleProperty);
  const deletion = useDeleteConfirmation(async (property: TAdminProperty) => {
    await deleteProperty(property.id);
    toast.success(`« ${property.name_fr} » a été supprimé.`);
    // The last row of a page gone: show the previous page.
    if (list.data.length === 1 && list.page > 1)
      update({ page: list.page - 1 }, { keepPage: true });
    else await revalidator.revalidate();
  });
  const onDelete = deletion.ask;
  // What this user may change on each row, known before any click (property-rights.ts).
  const rights = useCallback((property: TAdminProperty) => propertyRights(me, property), [me]);
  const columns = useMemo(
    () => propertyColumns({ flags, refs, onDelete, rights }),
    [flags, refs, onDelete, rights],
  );
  const performance = params.get('view') === 'performance';
  const performanceCols = useMemo(() => performanceColumns(), []);
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/cms/properties';
  const filtered = [...params.keys()].some(
    (key) => key !== 'page' && key !== 'limit' && key !== 'order_by' && key !== 'view',
  );

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
            <Link
              to={mine ? '/cms/properties' : `/cms/properties?agent_id=${me.id}`}
              aria-current={mine ? 'page' : undefined}
              className={`${button.secondary} ${mine ? 'border-brand-600 bg-brand-50 text-brand-900' : ''}`}
            >
              <UserRound aria-hidden className="size-4" />
              Mes biens
            </Link>
            <Link to="/cms/properties?stale=true&order_by=updated_asc" className={button.secondary}>
              <Clock aria-hidden className="size-4" />
              Annonces à revoir
            </Link>
            <ExportButtons filters={exportFilters(params)} />
            {isAdmin && (
              <Link to="/cms/properties/import" className={button.secondary}>
                <Upload aria-hidden className="size-4" />
                Importer
              </Link>
            )}
            <Link to="/cms/property/add" className={button.primary}>
              <Plus aria-hidden className="size-4" />
              Ajouter un bien
            </Link>
          </>
        }
      />
      <section className={card} aria-label="Liste des biens">
        <PropertyFilters params={params} update={update} refs={refs} agents={agents} />
        <ViewSwitch
          performance={performance}
          onChange={(next) =>
            update({
              view: next ? 'performance' : null,
              // Each view opens on its natural order: the most viewed, or the newest.
              order_by: next ? 'views_desc' : null,
            })
          }
        />
        {performance ? (
          <DataTable
            data={list.data}
            columns={performanceCols}
            getRowId={(row) => String(row.id)}
            order={params.get('order_by') ?? 'date_desc'}
            onOrder={(order) => update({ order_by: order === 'date_desc' ? null : order })}
            caption="Performance des biens sur 30 jours"
            busy={busy}
            renderCard={(property) => <PerformanceCard property={property} />}
            empty="Aucun bien ne correspond à ces critères."
          />
        ) : (
          <DataTable
            data={list.data}
            columns={columns}
            getRowId={(row) => String(row.id)}
            order={params.get('order_by') ?? 'date_desc'}
            onOrder={(order) => update({ order_by: order === 'date_desc' ? null : order })}
            caption="Biens immobiliers"
            busy={busy}
            renderCard={(property) => (
              <PropertyCard
                property={property}
                flags={flags}
                refs={refs}
                onDelete={onDelete}
                rights={rights}
              />
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
        )}
        <ListPager list={list} update={update} />
      </section>
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer ce bien ?"
        description={
          <>
            <p>
              « <strong className="text-slate-900">{deletion.item?.name_fr}</strong> » sera retiré
              du site et du back-office, avec ses photos. Cette action est irréversible.
            </p>
            <p className="mt-2">Pour le retirer du site seulement, décochez « Visible ».</p>
          </>
        }
      />
    </>
  );
}

/** The list's filters, without its page, size and order (the export takes every row, by id). */
function exportFilters(params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of PROPERTY_LIST_KEYS) {
    const value = params.get(key);
    if (value && key !== 'page' && key !== 'limit' && key !== 'order_by') filters[key] = value;
  }
  return filters;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
