// Dates as the agency reads them: on Algiers time, Western digits, in the page's language.
import { isLanguage } from '../../../common/languages.ts';

const LOCALES = { fr: 'fr-DZ', ar: 'ar-DZ', en: 'en-GB' } as const;

function locale(language: string): string {
  return `${LOCALES[isLanguage(language) ? language : 'fr']}-u-nu-latn`;
}

/** 14 mars 2026 à 18:00 */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Africa/Algiers',
  }).format(new Date(iso));
}

/** 14 mars 2026 */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeZone: 'Africa/Algiers',
  }).format(new Date(iso));
}
