// /favorites: the visitor's favourites, kept in this browser (no account). Personal: not indexed.
import { FavoritesPage } from '../../features/property/favorites-page.tsx';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import { readSavedSearchOptions } from '../../features/visits/saved-searches-data.server.ts';
import type { Route } from './+types/favorites';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const searchOptions = await readSavedSearchOptions(context.services.readDb(request), language);
  const t = fixedT(language, 'visits');
  const brand = fixedT(language, 'common')('brand.name');
  return {
    searchOptions,
    meta: {
      title: t('favorites.meta_title', { brand }),
      description: t('favorites.meta_description'),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage searchOptions={loaderData.searchOptions} />;
}
