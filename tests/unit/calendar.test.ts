// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
import { describe, expect, it } from 'vitest';
import { formatDayRange, formatLongDate, formatLongDateTime } from '../../common/calendar.ts';

const LOCALES = { fr: 'fr-DZ-u-nu-latn', ar: 'ar-DZ-u-nu-latn', en: 'en-GB-u-nu-latn' } as const;

// Around midnight in Algiers, each month's first and last day, and a leap day.
const MOMENTS = [
  '2026-03-04T22:59:00Z',
  '2026-03-04T23:00:00Z',
  '2024-02-29T12:00:00Z',
  '2025-12-31T23:30:00Z',
  ...Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2026, month, 1, 7, 5)).toISOString(),
  ),
];

describe('dates on Algiers time', () => {
  it('writes the long date as Intl does for each language', () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(LOCALES[language], {
        dateStyle: 'long',
        timeZone: 'Africa/Algiers',
      });
      for (const iso of MOMENTS) {
        expect(formatLongDate(iso, language), `${iso} ${language}`).toBe(
          intl.format(new Date(iso)),
        );
      }
    }
  });

  it('writes the date and time as Intl does for each language', () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(LOCALES[language], {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'Africa/Algiers',
      });
      for (const iso of MOMENTS) {
        expect(formatLongDateTime(iso, language), `${iso} ${language}`).toBe(
          intl.format(new Date(iso)),
        );
      }
    }
  });

  it('turns the day at midnight in Algiers, not in UTC', () => {
    expect(formatLongDate('2026-03-04T22:59:00Z', 'fr')).toBe('4 mars 2026');
    expect(formatLongDate('2026-03-04T23:00:00Z', 'fr')).toBe('5 mars 2026');
  });

  it('says a range’s shared month and year once (the owner’s report weeks)', () => {
    expect(formatDayRange('2026-03-02', '2026-03-08', 'fr')).toEqual(['2', '8 mars 2026']);
    expect(formatDayRange('2026-02-23', '2026-03-01', 'en')).toEqual([
      '23 February',
      '1 March 2026',
    ]);
    expect(formatDayRange('2025-12-29', '2026-01-04', 'fr')).toEqual([
      '29 décembre 2025',
      '4 janvier 2026',
    ]);
    expect(formatDayRange('2026-03-04', '2026-03-04', 'ar')[1]).toBe(
      formatLongDate('2026-03-04T12:00:00Z', 'ar'),
    );
  });
});
