// The browser loads only the page's language: each language's shared public texts are one chunk,
// so an Arabic visitor never downloads the French ones. Every public key exists in the three
// languages (tests/unit/locales.test.ts), so the English fallback is never needed in the browser.
// Texts of a few pages only (PAGE_NAMESPACES: the home, about, ads, contact and owner texts) come as
// chunks of their own, fetched for the pages that use them; the back-office namespace (French
// only) is loaded on /cms pages only.
import type { Language } from '../../common/languages.ts';
import type { Namespace, PageNamespace } from './namespaces.ts';
import type { Resources, Texts } from './translator.ts';

const PUBLIC_TEXTS = {
  fr: () => import('./public-texts.fr.ts'),
  ar: () => import('./public-texts.ar.ts'),
  en: () => import('./public-texts.en.ts'),
} satisfies Record<Language, unknown>;

const PAGE_TEXTS = import.meta.glob<Texts>(
  [
    './locales/*/home.json',
    './locales/*/about.json',
    './locales/*/ads.json',
    './locales/*/contact.json',
    './locales/*/owner.json',
  ],
  { import: 'default' },
);

/** The texts of `namespaces` (page namespaces) in `language`. */
export async function loadPageTexts(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<Resources> {
  const texts: { [namespace in Namespace]?: Texts } = {};
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = PAGE_TEXTS[`./locales/${language}/${namespace}.json`];
      if (load) texts[namespace] = await load();
    }),
  );
  return { [language]: texts };
}

export async function loadResources(
  language: Language,
  pageNamespaces: readonly PageNamespace[],
  isCms = false,
): Promise<Resources> {
  const [files, page, cms] = await Promise.all([
    PUBLIC_TEXTS[language]().then((module) => module.default),
    loadPageTexts(language, pageNamespaces),
    isCms ? import('./locales/fr/cms.json').then((module) => module.default) : undefined,
  ]);
  const texts: { [namespace in Namespace]?: Texts } = { ...page[language], ...(cms && { cms }) };
  for (const [file, namespaceTexts] of Object.entries(files)) {
    texts[/(\w+)\.json$/.exec(file)![1] as Namespace] = namespaceTexts;
  }
  return { [language]: texts };
}
