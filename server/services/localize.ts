// Picks the text of a trilingual record in the visitor's language: the requested language, then
// French, then English (then Arabic, rather than nothing) — the first that is not empty.
import type { Language } from '../../common/languages.ts';

const FALLBACKS: Record<Language, readonly Language[]> = {
  fr: ['fr', 'en', 'ar'],
  en: ['en', 'fr', 'ar'],
  ar: ['ar', 'fr', 'en'],
};

export type Trilingual<K extends string> = Record<`${K}_${Language}`, string | null>;

export function localized<K extends string>(
  record: Trilingual<K>,
  field: K,
  locale: Language,
): string {
  for (const language of FALLBACKS[locale]) {
    const value = record[`${field}_${language}`];
    if (value && value.trim() !== '') return value;
  }
  return '';
}

/** The same, for records whose fields end in Fr/En/Ar (the ads). */
export function localizedCamel<K extends string>(
  record: Record<`${K}${'Fr' | 'En' | 'Ar'}`, string | null>,
  field: K,
  locale: Language,
): string {
  const suffix = { fr: 'Fr', en: 'En', ar: 'Ar' } as const;
  for (const language of FALLBACKS[locale]) {
    const value = record[`${field}${suffix[language]}`];
    if (value && value.trim() !== '') return value;
  }
  return '';
}
