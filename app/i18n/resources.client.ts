// The browser loads only the page's language: each language's texts are separate chunks, so an
// Arabic visitor never downloads the French ones. Every public key exists in the three languages
// (tests/unit/locales.test.ts), so the English fallback is never needed in the browser; the
// back-office namespace (French only) is loaded on /cms pages only.
import type { Language } from '../../common/languages.ts';
import type { Namespace } from './namespaces.ts';
import type { Resources, Texts } from './translator.ts';

const files = import.meta.glob<{ default: Texts }>('./locales/*/*.json');

export async function loadResources(language: Language, isCms = false): Promise<Resources> {
  const texts: { [namespace in Namespace]?: Texts } = {};
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      const [, fileLanguage, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
      if (fileLanguage !== language || (namespace === 'cms' && !isCms)) return;
      texts[namespace as Namespace] = (await load()).default;
    }),
  );
  return { [language]: texts };
}
