import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url';
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { Route } from './+types/root';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  directionOf,
  isLanguage,
} from '../common/languages.ts';
import { ErrorPage } from './features/layout/error-page.tsx';
import { Logo } from './features/layout/logo.tsx';
import { siteOrigin } from './features/seo/site-origin.server.ts';
import { requestLanguage } from './i18n/language.server.ts';
import { usePageTexts } from './i18n/page-texts.ts';
import { useNonce } from './ui/nonce.ts';
// As a URL, rendered below with a precedence: React then writes it into <head> before the
// module preloads, so the render-blocking stylesheet is never queued behind the JavaScript.
import appStylesheet from './app.css?url';

const ONE_YEAR = 60 * 60 * 24 * 365;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const url = new URL(request.url);
  const chosen = url.searchParams.get('lang');
  // ?lang= chooses the language for the visit: remembered in the cookie for the next pages.
  // Only the server reads it (the browser keeps localStorage.language): HttpOnly; the server
  // adds Secure over TLS (server/web/bridge.ts).
  const headers = isLanguage(chosen)
    ? {
        'Set-Cookie': `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax`,
      }
    : undefined;
  // Alternates use the public address (PUBLIC_URL), like canonical links and the sitemap.
  const origin = siteOrigin(context.services.config);
  return data({ language, origin }, { headers });
}

/** Keeps localStorage.language and the cookie (read by the server) in step (docs/product.md). */
function useRememberLanguage(language: string, isCms: boolean) {
  useEffect(() => {
    if (isCms) return;
    localStorage.setItem('language', language);
  }, [language, isCms]);
}

/** The same page in the three languages (and the visitor's default), for search engines. */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  if (pathname === '/cms' || pathname.startsWith('/cms/')) return null;
  const href = (language?: string) => {
    const url = new URL(pathname + search, origin);
    if (language) url.searchParams.set('lang', language);
    else url.searchParams.delete('lang');
    return url.toString();
  };
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={href(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href()} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const isCms = typeof document !== 'undefined' && location.pathname.startsWith('/cms');
  const nonce = useNonce();
  useRememberLanguage(language, isCms);
  return (
    <html lang={language} dir={directionOf(language)} data-texts={usePageTexts()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a3a2f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The faces the first paint needs: Inter for Latin pages; on Arabic pages Cairo's Arabic
            letters and its Latin range too, which writes every price, area and phone number (if
            that range came later, those lines would reflow as it swapped in). */}
        {(language === 'ar' ? [cairoArabic, cairoLatin] : [interLatin]).map((face) => (
          <link
            key={face}
            rel="preload"
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            href={face}
          />
        ))}
        <link rel="stylesheet" href={appStylesheet} precedence="site" />
        <Meta />
        <Links />
        {data && <LanguageAlternates origin={data.origin} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A mark that the page is interactive, public site and back-office alike (the browser tests
  // wait for it before they click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Failures outside the public frame (or of the frame itself): a plain branded page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a href="/" className="rounded-lg">
            <Logo />
          </a>
        </div>
      </header>
      <main className="flex-1">
        <ErrorPage notFound={notFound} />
      </main>
    </div>
  );
}
