// Hidden inputs for a GET form: a search box submitted by the browser itself (before the page's
// script runs) replaces the whole query string, so the parameters it does not edit (the other
// filters, `lang`) go along as hidden fields.
export function HiddenFields({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));
}

/** The query without the keys the form sets itself (and without the page: a new search starts
 * from the first one). */
export function paramsExcept(search: string, keys: readonly string[]): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of [...keys, 'page']) params.delete(key);
  return params;
}

/** Only the language of the current address (`lang`), for a form that leads to another page. */
export function languageParam(search: string): URLSearchParams {
  const language = new URLSearchParams(search).get('lang');
  return new URLSearchParams(language ? { lang: language } : {});
}

/**
 * An address on this site in the language the current address chose (`lang`): a link built
 * from filters alone would drop it, and a shared or reopened link would change language.
 */
export function withChosenLanguage(href: string, search: string): string {
  const language = new URLSearchParams(search).get('lang');
  if (!language) return href;
  const url = new URL(href, 'http://site.invalid');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}
