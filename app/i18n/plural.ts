// The plural category of a number in each public language, as CLDR defines it (the categories
// Intl.PluralRules returns), written out so the page's script needs no Intl (decision 0010).
// tests/unit/translator.test.ts checks them against Intl.PluralRules.
import type { Language } from '../../common/languages.ts';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export function pluralCategory(language: Language, count: number): PluralCategory {
  const n = Math.abs(count);
  const integer = Number.isInteger(n);
  switch (language) {
    case 'en':
      return n === 1 ? 'one' : 'other';
    case 'fr': {
      const i = Math.trunc(n);
      if (i === 0 || i === 1) return 'one';
      return integer && i % 1_000_000 === 0 ? 'many' : 'other';
    }
    case 'ar': {
      if (!integer) return 'other';
      if (n === 0) return 'zero';
      if (n === 1) return 'one';
      if (n === 2) return 'two';
      const last2 = n % 100;
      if (last2 >= 3 && last2 <= 10) return 'few';
      return last2 >= 11 ? 'many' : 'other';
    }
  }
}
