// The public site's frame (header, footer, WhatsApp button) and the agency details it shows.
import { Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Language } from '../../../common/languages.ts';
import { ErrorPage } from '../../features/layout/error-page.tsx';
import { PublicShell } from '../../features/layout/public-shell.tsx';
import { readSiteFrame } from '../../features/layout/site-data.server.ts';
import { RentStatusesProvider } from '../../features/property/rent-statuses.tsx';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  return readSiteFrame(context.services.readDb(request), requestLanguage(request));
}

const ERROR_TITLES: Record<Language, { notFound: string; error: string }> = {
  fr: {
    notFound: 'Page introuvable — Chenoua Immobilier',
    error: 'Une erreur est survenue — Chenoua Immobilier',
  },
  ar: { notFound: 'الصفحة غير موجودة — شنوة للعقار', error: 'حدث خطأ — شنوة للعقار' },
  en: {
    notFound: 'Page not found — Chenoua Real Estate',
    error: 'Something went wrong — Chenoua Real Estate',
  },
};

/** The pages set their own titles; an error shown by this layout gets one here. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches[0]?.data as { language?: Language } | undefined;
  const titles = ERROR_TITLES[root?.language ?? 'fr'];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? titles.notFound : titles.error },
    { name: 'robots', content: 'noindex' },
  ];
}

// The agency's details change rarely, and a language change reloads the whole document.
export function shouldRevalidate() {
  return false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <RentStatusesProvider ids={loaderData.rentStatusIds} closedIds={loaderData.closedStatusIds}>
      <PublicShell info={loaderData.info} directory={loaderData.directory}>
        <Outlet />
      </PublicShell>
    </RentStatusesProvider>
  );
}

/** A page that failed (or an unknown address) keeps the site's frame around the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/public/layout');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PublicShell info={data?.info ?? null} directory={data?.directory}>
      <ErrorPage notFound={notFound} />
    </PublicShell>
  );
}
