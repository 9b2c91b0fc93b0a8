// The browser loads only the page's language: each language's public texts are one chunk, so an
// Arabic visitor never downloads the French ones. Every public key exists in the three languages
// (tests/unit/locales.test.ts), so the English fallback is never needed in the browser; the
// back-office namespace (French only) is loaded on /cms pages only.
import type { Language } from '../../common/languages.ts';
import type { Namespace } from './namespaces.ts';
import type { Resources, Texts } from './translator.ts';

const PUBLIC_TEXTS = {
  fr: () => import('./public-texts.fr.ts'),
  ar: () => import('./public-texts.ar.ts'),
  en: () => import('./public-texts.en.ts'),
} satisfies Record<Language, unknown>;

export async function loadResources(language: Language, isCms = false): Promise<Resources> {
  const [files, cms] = await Promise.all([
    PUBLIC_TEXTS[language]().then((module) => module.default),
    isCms ? import('./locales/fr/cms.json').then((module) => module.default) : undefined,
  ]);
  const texts: { [namespace in Namespace]?: Texts } = cms ? { cms } : {};
  for (const [file, namespaceTexts] of Object.entries(files)) {
    texts[/(\w+)\.json$/.exec(file)![1] as Namespace] = namespaceTexts;
  }
  return { [language]: texts };
}
