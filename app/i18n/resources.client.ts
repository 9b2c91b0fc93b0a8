// The browser loads only the page's language (and English, the fallback): each language's texts
// are separate chunks, so an Arabic visitor never downloads the French ones.
import type { Resource, ResourceLanguage } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from '../../common/languages.ts';

const files = import.meta.glob<{ default: ResourceLanguage }>('./locales/*/*.json');

export async function loadResources(language: Language): Promise<Resource> {
  const wanted = new Set<string>([language, FALLBACK_LANGUAGE]);
  const resources: Resource = {};
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      const [, fileLanguage, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
      if (!wanted.has(fileLanguage!)) return;
      (resources[fileLanguage!] ??= {})[namespace!] = (await load()).default;
    }),
  );
  return resources;
}
