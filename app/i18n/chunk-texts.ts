// Texts bundled with a lazily loaded part's own code rather than with every page's texts (the
// visit form, the financing estimate, the search area's controls): the part is fetched when it
// nears the screen or is wanted, and the public pages have no room left in their JavaScript
// budget for its texts (decisions 0039, 0046, 0047).
// All three languages come with the part; the page's language picks one.
import type { Language } from '../../common/languages.ts';
import { useTranslation } from './react.tsx';
import { interpolate, type Texts } from './translator.ts';

function lookup(texts: Texts, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A hook giving `t` for these texts in the page's language (English, then the key, when missing). */
export function chunkTexts(texts: Record<Language, Texts>) {
  return function useChunkTexts() {
    const { i18n } = useTranslation();
    const own = texts[i18n.language];
    return (key: string, values: Record<string, unknown> = {}) =>
      interpolate(lookup(own, key) ?? lookup(texts.en, key) ?? key, values);
  };
}
