// /properties/{sell|rent}/{wilaya} and /properties/{sell|rent}/{wilaya}/{type}: the list page with
// its wilaya (and type) fixed by the path, named for search engines (docs/decisions/0043). An
// unknown wilaya or type is a 404; another kind redirects to /properties/both as before.
import { SearchScreen } from '../../features/search/search-screen.tsx';
import { loadLandingPage } from '../../features/landing/landing-data.server.ts';
import {
  LandingCrumbs,
  LandingIntro,
  LandingLinks,
} from '../../features/landing/landing-parts.tsx';
import type { PublicRouteHandle } from '../../features/layout/public-shell.tsx';
import { pageMeta } from '../../features/seo/page-meta.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { Route } from './+types/landing';
import '../../features/search/search.css';

export const handle: PublicRouteHandle = { footer: false };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLandingPage(context.services, request, params, requestLanguage(request));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.meta) : [];
}

export default function LandingScreen({ loaderData: page }: Route.ComponentProps) {
  return (
    <SearchScreen
      kind={page.kind}
      results={page.results}
      options={page.options}
      tileUrl={page.tileUrl}
      mapOpenOnServer={page.mapOpen}
      alertsEnabled={page.alertsEnabled}
      placeLabels={page.placeLabels}
      relaxations={page.relaxations}
      landing={{
        base: page.base,
        title: page.heading,
        top: <LandingCrumbs page={page} />,
        lead: <LandingIntro page={page} />,
        bottom: <LandingLinks page={page} />,
      }}
    />
  );
}
