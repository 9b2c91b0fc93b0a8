// The browser loads only the page's language: each language's texts are separate chunks, so an
// Arabic visitor never downloads the French ones. Every public key exists in the three languages
// (tests/unit/locales.test.ts), so the English fallback is never needed in the browser; the
// back-office namespace (French only) is loaded on /cms pages only.
import type { Resource, ResourceLanguage } from 'i18next';
import type { Language } from '../../common/languages.ts';

const files = import.meta.glob<{ default: ResourceLanguage }>('./locales/*/*.json');

export async function loadResources(language: Language, isCms = false): Promise<Resource> {
  const resources: Resource = {};
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      const [, fileLanguage, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
      if (fileLanguage !== language || (namespace === 'cms' && !isCms)) return;
      (resources[fileLanguage] ??= {})[namespace!] = (await load()).default;
    }),
  );
  return resources;
}
