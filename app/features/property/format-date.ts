// Dates on the property pages, in the page's language (common/calendar.ts).
import { formatLongDate, formatLongDateTime } from '../../../common/calendar.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../common/languages.ts';

const pageLanguage = (language: string) => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** 14 mars 2026 à 18:00 */
export function formatDateTime(iso: string, language: string): string {
  return formatLongDateTime(iso, pageLanguage(language));
}

/** 14 mars 2026 */
export function formatDate(iso: string, language: string): string {
  return formatLongDate(iso, pageLanguage(language));
}
