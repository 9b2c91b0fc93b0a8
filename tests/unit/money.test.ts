import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, fromDinars, priceLines, shortPrice, toDinars } from '../../common/money.ts';

describe('prices in the million / milliard habit', () => {
  it('multiplies a typed amount by its unit', () => {
    expect(toDinars(450, 'million')).toBe(4_500_000);
    expect(toDinars(1.5, 'billion')).toBe(15_000_000);
  });

  it('shows a stored value in a unit, and nothing for zero', () => {
    expect(fromDinars(4_500_000, 'million')).toBe('450');
    expect(fromDinars(15_000_000, 'billion')).toBe('1.5');
    expect(fromDinars(0, 'million')).toBe('');
    expect(fromDinars(null, 'billion')).toBe('');
  });

  it('round-trips any whole amount of millions or milliards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('million', 'billion'),
        (n, unit) => {
          const unitTyped = unit as 'million' | 'billion';
          expect(Number(fromDinars(toDinars(n, unitTyped), unitTyped))).toBe(n);
        },
      ),
    );
  });

  it('gives the short form used by Algerian buyers', () => {
    expect(shortPrice(15_000_000, 'fr')).toEqual({ amount: '1,5', unit: 'billion' });
    expect(shortPrice(15_000_000, 'en')).toEqual({ amount: '1.5', unit: 'billion' });
    expect(shortPrice(4_500_000, 'en')).toEqual({ amount: '450', unit: 'million' });
    expect(shortPrice(45_000, 'en')).toEqual({ amount: '4.5', unit: 'million' });
    expect(shortPrice(8_000, 'en')).toEqual({ amount: '8,000', unit: null });
  });

  it('groups full prices in the locale with Western digits', () => {
    expect(formatNumber(15_000_000, 'fr').replace(/\s/g, ' ')).toBe('15 000 000');
    expect(formatNumber(15_000_000, 'ar').replace(/\s/g, ' ')).toBe('15 000 000');
    expect(formatNumber(15_000_000, 'en')).toBe('15,000,000');
  });

  it('writes what Intl.NumberFormat writes, rounding included', () => {
    const values = [
      0, 0.5, 1, 1.005, 1.25, 1.5, 2.5, 12.345, 99.95, 450, 999.5, 1_234.5678, 999_999.99,
      1_000_000, 15_000_000, 123_456_789.125, 2_147_483_647, -1_500, -2.5, 1e-7, 1e21,
    ];
    const locales = { fr: 'fr-DZ', ar: 'fr-DZ', en: 'en-US' } as const;
    for (const language of ['fr', 'ar', 'en'] as const) {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(locales[language], {
          maximumFractionDigits: digits,
          numberingSystem: 'latn',
        });
        for (const value of values) {
          expect(formatNumber(value, language, digits), `${value} ${language} ${digits}`).toBe(
            intl.format(value),
          );
        }
      }
    }
  });
});

describe('the two lines of a price, in the reader’s order', () => {
  const words = { currency: 'DA', million: 'm', billion: 'Md' };
  it('puts the centimes habit first in French and Arabic', () => {
    expect(priceLines(15_000_000, 'fr', words)).toEqual({
      primary: '1,5 Md',
      secondary: '15\u202f000\u202f000 DA',
    });
    expect(priceLines(4_500_000, 'ar', words).primary).toBe('450 m');
  });
  it('puts the dinars first in English, the habit second', () => {
    expect(priceLines(21_000, 'en', words)).toEqual({ primary: 'DA 21,000', secondary: '2.1 m' });
    expect(priceLines(15_000_000, 'en', words)).toEqual({
      primary: 'DA 15,000,000',
      secondary: '1.5 Md',
    });
  });
  it('writes one line when both forms are the same', () => {
    expect(priceLines(9_500, 'en', words)).toEqual({ primary: 'DA 9,500', secondary: '' });
    expect(priceLines(9_500, 'fr', words)).toEqual({ primary: '9\u202f500 DA', secondary: '' });
  });
});
