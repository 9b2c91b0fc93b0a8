// The demo catalogue's descriptions agree with its facts: every listing the first start seeds
// (hidden ones too), in French, Arabic and English, states its own living and land area and its
// own number of bedrooms — a visitor reading "six bedrooms, 450 m²" must not find 7 and 381 m²
// in the key figures beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { DEMO_PROPERTY_COUNT } from '../../server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Locale = 'fr' | 'en' | 'ar';

/** The figures written before "m²" (or "م²"), grouping spaces and commas removed. */
function squareMetres(text: string): number[] {
  return [...text.matchAll(/(\d[\d\s\u202f,]*)\s*(?:m²|م²)/g)].map((match) =>
    Number(match[1]!.replace(/[\s\u202f,]/g, '')),
  );
}

/** The hectares stated, as m² ("5 hectares", "4,5-hectare", "5 هكتارات"). */
function hectares(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)[\s-](?:hectares?|هكتار)/g)].map((match) =>
    Math.round(Number(match[1]!.replace(',', '.')) * 10_000),
  );
}

const NUMBER_WORDS: Record<Locale, [string, number][]> = {
  fr: Object.entries({ une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8 }),
  en: Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 }),
  ar: Object.entries({ ثلاث: 3, أربع: 4, خمس: 5, ست: 6, سبع: 7, ثماني: 8 }),
};

/** The number of bedrooms the text states first ("cinq chambres", "غرفتي نوم"), or null. */
function statedBedrooms(text: string, locale: Locale): number | null {
  const words = NUMBER_WORDS[locale].map(([word]) => word).join('|');
  const value = (word: string) =>
    NUMBER_WORDS[locale].find(([candidate]) => candidate === word.toLowerCase())?.[1];
  if (locale === 'ar') {
    // A word boundary in Arabic: the start, a space or a comma; "و" (and) may be joined on.
    const match = new RegExp(
      `(?:^|[\\s،,:])و?(?:(${words}) غرف نوم|(غرفتي|غرفتا) نوم|(غرفة) نوم)`,
    ).exec(text);
    if (!match) return null;
    if (match[1]) return value(match[1]) ?? null;
    return match[2] ? 2 : 1;
  }
  const noun = locale === 'fr' ? 'chambres?' : 'bedrooms?';
  const match = new RegExp(`\\b(${words}) ${noun}\\b`, 'i').exec(text);
  return match ? (value(match[1]!) ?? null) : null;
}

describe('the demo listings say what their facts say', () => {
  let t: TestApp;
  let rows: (typeof properties.$inferSelect)[];
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    rows = await t.database.db.select().from(properties);
  });
  afterAll(() => t.close());

  it('seeds the whole demo catalogue', () => {
    expect(rows).toHaveLength(DEMO_PROPERTY_COUNT);
  });

  for (const locale of ['fr', 'ar', 'en'] as const) {
    it(`states each listing's living and land area (${locale})`, () => {
      const wrong = rows.flatMap((row) => {
        const text = row[`description_${locale}`];
        const stated = [...squareMetres(text), ...hectares(text)];
        const missing = [
          row.living_area !== null && !stated.includes(row.living_area) && 'living area',
          row.land_area !== null && !stated.includes(row.land_area) && 'land area',
        ].filter(Boolean);
        return missing.length
          ? [`#${row.id} (${row.living_area}/${row.land_area} m²): ${missing.join(', ')}`]
          : [];
      });
      expect(wrong).toEqual([]);
    });

    it(`states each listing's bedrooms, and only when it has some (${locale})`, () => {
      const wrong = rows.flatMap((row) => {
        const stated = statedBedrooms(row[`description_${locale}`], locale);
        return stated === row.num_bedrooms
          ? []
          : [`#${row.id}: ${row.num_bedrooms} bedrooms, the text says ${stated}`];
      });
      expect(wrong).toEqual([]);
    });
  }

  it('names a flat by its rooms: an F3 has three rooms and two bedrooms', () => {
    for (const row of rows) {
      const f = /\bF(\d)\b/.exec(row.name_fr);
      if (!f) continue;
      expect(row.num_rooms, `#${row.id} ${row.name_fr}`).toBe(Number(f[1]));
      expect(row.num_bedrooms, `#${row.id} ${row.name_fr}`).toBe(Number(f[1]) - 1);
    }
  });
});
