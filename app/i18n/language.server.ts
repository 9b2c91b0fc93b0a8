// Which language a request is served in: /cms is always French; otherwise ?lang=, then the
// `language` cookie (mirror of localStorage.language), then French.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
} from '../../common/languages.ts';

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function requestLanguage(request: Request): Language {
  const url = new URL(request.url);
  if (url.pathname === '/cms' || url.pathname.startsWith('/cms/')) return 'fr';
  const fromQuery = url.searchParams.get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
