// The visit form's texts (locales/*/booking.json), bundled with the form's own code rather than
// with every page's texts: the form is fetched when it nears the screen, and the list page has no
// room left in its JavaScript budget for them (decision 0039). All three languages come with it;
// the page's language picks one.
import type { Language } from '../../../common/languages.ts';
import ar from '../../i18n/locales/ar/booking.json';
import en from '../../i18n/locales/en/booking.json';
import fr from '../../i18n/locales/fr/booking.json';
import { useTranslation } from '../../i18n/react.tsx';
import { interpolate, type Texts } from '../../i18n/translator.ts';

const TEXTS: Record<Language, Texts> = { fr, ar, en };

function lookup(texts: Texts, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `t` for the booking texts in the page's language (English, then the key, when missing). */
export function useBookingTexts() {
  const { i18n } = useTranslation();
  const texts = TEXTS[i18n.language];
  return (key: string, values: Record<string, unknown> = {}) =>
    interpolate(lookup(texts, key) ?? lookup(TEXTS.en, key) ?? key, values);
}
