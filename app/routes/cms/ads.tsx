// /cms/ads: the advertisers' pages and banners, with search, visibility filter, sort, paging,
// the isVisible / isLinkOnly switches, edit and delete.
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/ads';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import type { TAdFlag, TAdminAd } from '../../../common/schemas/admin-ad.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { AdCard, adColumns } from '../../features/cms/ads/ad-columns.tsx';
import { deleteAd, listAds, toggleAd } from '../../features/cms/ads/api.ts';
import { guarded } from '../../features/cms/api.ts';
import { plural } from '../../features/cms/format.ts';
import { DataTable } from '../../features/cms/list/data-table.tsx';
import { FilterSelect } from '../../features/cms/list/filter-select.tsx';
import { ListPager } from '../../features/cms/list/list-pager.tsx';
import { SearchBox } from '../../features/cms/list/search-box.tsx';
import { pickQuery, useListParams } from '../../features/cms/list/use-list-params.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { button, card } from '../../features/cms/styles.ts';
import { useDeleteConfirmation } from '../../features/cms/use-delete-confirmation.ts';
import { useOptimisticFlags } from '../../features/cms/use-optimistic-flags.ts';

const KEYS = ['text', 'is_visible', 'page', 'limit', 'order_by'] as const;

export function meta() {
  return [{ title: 'Annonceurs — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    return { list: await listAds(pickQuery<'/api/admin/ads'>(request.url, KEYS), request.signal) };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function AdsScreen({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const { params, update } = useListParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const flags = useOptimisticFlags<TAdminAd, TAdFlag>(list.data, toggleAd);
  const deletion = useDeleteConfirmation(async (ad: TAdminAd) => {
    await deleteAd(ad.id);
    toast.success(`L'annonce « ${ad.name_fr} » a été supprimée.`);
    // The last row of a page gone: show the previous page.
    if (list.data.length === 1 && list.page > 1)
      update({ page: list.page - 1 }, { keepPage: true });
    else await revalidator.revalidate();
  });
  const onDelete = deletion.ask;
  const columns = useMemo(() => adColumns({ flags, onDelete }), [flags, onDelete]);
  const filtered = Boolean(params.get('text') || params.get('is_visible'));

  return (
    <>
      <PageHeader
        title="Annonceurs"
        description={plural(list.total, 'annonce', 'annonces')}
        actions={
          <Link to="/cms/ads/add" className={button.primary}>
            <Plus aria-hidden className="size-4" />
            Nouvelle annonce
          </Link>
        }
      />
      <section className={card} aria-label="Liste des annonces">
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-3 sm:p-4">
          <SearchBox
            value={params.get('text') ?? ''}
            onChange={(text) => update({ text })}
            placeholder="Rechercher un annonceur…"
            label="Rechercher un annonceur"
          />
          <FilterSelect
            label="Visibilité"
            value={params.get('is_visible') ?? ''}
            onChange={(value) => update({ is_visible: value })}
            options={[
              { value: 'true', label: 'Visibles' },
              { value: 'false', label: 'Masquées' },
            ]}
            anyLabel="Toutes"
            className="w-40"
          />
        </div>
        <DataTable
          data={list.data}
          columns={columns}
          getRowId={(row) => String(row.id)}
          order={params.get('order_by') ?? 'date_desc'}
          onOrder={(order) => update({ order_by: order === 'date_desc' ? null : order })}
          caption="Annonces"
          busy={navigation.state === 'loading' && navigation.location.pathname === '/cms/ads'}
          renderCard={(ad) => <AdCard ad={ad} flags={flags} onDelete={onDelete} />}
          empty={
            filtered ? (
              'Aucune annonce ne correspond à ces critères.'
            ) : (
              <>
                Aucune annonce pour l'instant.{' '}
                <Link to="/cms/ads/add" className="text-brand-700 underline">
                  Créer la première
                </Link>
              </>
            )
          }
        />
        <ListPager list={list} update={update} />
      </section>
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer cette annonce ?"
        description={
          <p>
            L'annonce « <strong className="text-slate-900">{deletion.item?.name_fr}</strong> » sera
            supprimée avec ses images. Cette action est irréversible.
          </p>
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
