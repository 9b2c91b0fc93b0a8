// Dates as the agency reads them: on Algiers time, Western digits, in the page's language
// ("5 mars 2026", "5 مارس 2026", "5 March 2026"; with the time, "4 mars 2026 à 08:05").
//
// Written out rather than asked of Intl.DateTimeFormat: the first one a page builds loads the
// browser's calendar and time-zone data, 20-30 ms of one task on a fast machine (measured in
// Chromium), in the middle of hydration; and the server's and the browser's ICU could disagree
// on a month name (Algerian Arabic writes جانفي, فيفري… where other Arabic locales write يناير),
// which would break hydration. tests/unit/calendar.test.ts checks the output against Node's Intl.
import type { Language } from './languages.ts';

const MONTHS: Record<Language, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  ar: [
    'جانفي',
    'فيفري',
    'مارس',
    'أفريل',
    'ماي',
    'جوان',
    'جويلية',
    'أوت',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** The word between the date and the time. */
const AT: Record<Language, string> = { fr: 'à', ar: 'في', en: 'at' };

/** Algeria keeps UTC+1 all year (no summer time since 1981). */
const ALGIERS_OFFSET_MS = 60 * 60 * 1000;

function algiersParts(iso: string | Date) {
  const local = new Date(new Date(iso).getTime() + ALGIERS_OFFSET_MS);
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth(),
    year: local.getUTCFullYear(),
    time: `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`,
  };
}

/** 5 mars 2026 */
export function formatLongDate(iso: string | Date, language: Language): string {
  const { day, month, year } = algiersParts(iso);
  return `${day} ${MONTHS[language][month]} ${year}`;
}

/**
 * Two calendar days (`YYYY-MM-DD`) as a range's ends, the shared month and year said once:
 * ["2", "8 mars 2026"], ["27 février", "5 mars 2026"], ["29 décembre 2025", "4 janvier 2026"].
 */
export function formatDayRange(from: string, to: string, language: Language): [string, string] {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  const end = formatLongDate(`${to}T12:00:00Z`, language);
  if (fromYear !== toYear) return [formatLongDate(`${from}T12:00:00Z`, language), end];
  if (fromMonth !== toMonth) return [`${fromDay} ${MONTHS[language][fromMonth - 1]}`, end];
  return [String(fromDay), end];
}

/** 4 mars 2026 à 08:05 */
export function formatLongDateTime(iso: string | Date, language: Language): string {
  return `${formatLongDate(iso, language)} ${AT[language]} ${algiersParts(iso).time}`;
}
