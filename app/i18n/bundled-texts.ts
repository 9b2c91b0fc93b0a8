// Texts bundled with a lazily loaded part's own code (locales/*/<name>.json imported by that
// part) rather than with every page's texts: the visit form (decision 0039) and the map's
// drawing mode (decision 0046) are fetched when wanted, and the list page has no room left in
// its JavaScript budget for their words. All three languages come with the part; the page's
// language picks one.
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
export function bundledTexts(texts: Record<Language, Texts>) {
  return function useBundledTexts() {
    const { i18n } = useTranslation();
    const chosen = texts[i18n.language];
    return (key: string, values: Record<string, unknown> = {}) =>
      interpolate(lookup(chosen, key) ?? lookup(texts.en, key) ?? key, values);
  };
}
