// The texts of a page in one language, looked up by key: what the pages used i18next for, and
// only that (decision 0033). The same code runs in the server render and in the browser, so the
// hydrated page shows the very text the server wrote.
//
// The rules are i18next's, for the features our texts use (tests/unit/translator.test.ts
// compares every key with i18next):
// - `ns:key.path` names the namespace; otherwise the namespaces given, in order;
// - a missing text falls back to English, then to the key itself;
// - `count` (a number) picks a plural form `key_<category>` (`key_zero` first when it is 0),
//   then `key`; a count given as a string (a formatted number) is only interpolated;
// - `{{name}}` takes the option of that name; an unknown name is left as written.
import { FALLBACK_LANGUAGE, type Language } from '../../common/languages.ts';
import type { Namespace } from './namespaces.ts';
import { pluralCategory } from './plural.ts';

export type Texts = { [key: string]: string | Texts };
/** Texts by language, then by namespace. */
export type Resources = { [language in Language]?: { [namespace in Namespace]?: Texts } };

export type TOptions = {
  /** Chooses the plural form when a number. */
  count?: number | string;
  /** The namespace(s) to look in, instead of the hook's. */
  ns?: Namespace | readonly Namespace[];
  [name: string]: unknown;
};
export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  readonly language: Language;
  /** The translate function of these namespaces (the first is the default), made once. */
  fixedT(namespaces: Namespace | readonly Namespace[]): TFunction;
  /**
   * Answers a promise when a namespace is not there yet and must be fetched (the browser holds
   * the pages' own texts only for the pages it has shown), null when all are there.
   */
  pending(namespaces: readonly Namespace[]): Promise<void> | null;
}

/** Fetches namespaces of the translator's language that it does not hold yet. */
export type TextsLoader = (namespaces: readonly Namespace[]) => Promise<Resources>;

const VARIABLE = /{{(.+?)}}/g;

export function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (written, inside: string) => {
    const name = inside.trim();
    const value = values[name];
    if (value === undefined) return Object.hasOwn(values, name) ? '' : written;
    return value === null ? '' : String(value);
  });
}

function find(texts: Texts | undefined, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  // An empty text counts as found, as in i18next.
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(
  language: Language,
  resources: Resources,
  loadMore?: TextsLoader,
): Translator {
  const languages: Language[] =
    language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];

  function translate(defaults: readonly Namespace[], fullKey: string, options: TOptions = {}) {
    let key = fullKey;
    let namespaces = options.ns === undefined ? defaults : [options.ns].flat();
    const colon = fullKey.indexOf(':');
    if (colon > 0) {
      namespaces = [fullKey.slice(0, colon) as Namespace];
      key = fullKey.slice(colon + 1);
    }
    const count = typeof options.count === 'number' ? options.count : undefined;
    for (const namespace of namespaces) {
      for (const code of languages) {
        const texts = resources[code]?.[namespace];
        const candidates =
          count === undefined
            ? [key]
            : [
                ...(count === 0 ? [`${key}_zero`] : []),
                `${key}_${pluralCategory(code, count)}`,
                key,
              ];
        for (const candidate of candidates) {
          const text = find(texts, candidate);
          if (text !== undefined) return interpolate(text, options);
        }
      }
    }
    return interpolate(key, options);
  }

  const made = new Map<string, TFunction>();
  // One promise per missing set, the same on every render (React's `use` needs that).
  const loading = new Map<string, Promise<void>>();
  return {
    language,
    fixedT(namespaces) {
      const list = [namespaces].flat();
      const name = list.join(',');
      let t = made.get(name);
      if (!t) {
        t = (key, options) => translate(list, key, options);
        made.set(name, t);
      }
      return t;
    },
    pending(namespaces) {
      const missing = namespaces.filter((namespace) => !resources[language]?.[namespace]);
      if (missing.length === 0 || !loadMore) return null;
      const name = missing.join(',');
      let promise = loading.get(name);
      if (!promise) {
        promise = loadMore(missing).then((more) => {
          for (const [code, texts] of Object.entries(more) as [Language, Resources[Language]][]) {
            Object.assign((resources[code] ??= {}), texts);
          }
        });
        loading.set(name, promise);
      }
      return promise;
    },
  };
}
