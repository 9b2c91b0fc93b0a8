// Prices as docs/product.md ("Money and areas") shows them: short in the centimes habit (1,5 Md,
// 450 m) and full in dinars grouped for the language (15 000 000 DA); areas in m². Which of the
// two comes first is the language's (common/money.ts, priceLines): cards and the property page
// show `primary` large and `secondary` under it.
import { useTranslation } from '../i18n/react.tsx';
import { isLanguage, type Language } from '../../common/languages.ts';
import {
  formatNumber,
  fullPriceText,
  priceLines,
  shortPriceText,
  type PriceWords,
} from '../../common/money.ts';

export function usePriceFormat() {
  const { t, i18n } = useTranslation('common');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const words: PriceWords = {
    currency: t('units.currency'),
    million: t('units.million_abrv'),
    billion: t('units.billion_abrv'),
  };
  return {
    language,
    /** 15,000,000 -> "1,5 Md"; below 10,000 DA, the dinars with the currency. */
    short: (dinars: number): string => shortPriceText(dinars, language, words),
    /** 15,000,000 -> "15 000 000 DA" ("DA 15,000,000" in English). */
    full: (dinars: number): string => fullPriceText(dinars, language, words),
    /** The line shown large: the short form in fr/ar, the full dinars in English. */
    primary: (dinars: number): string => priceLines(dinars, language, words).primary,
    /** The other form, shown under it ('' when both are the same). */
    secondary: (dinars: number): string => priceLines(dinars, language, words).secondary,
    area(m2: number): string {
      return `${formatNumber(m2, language, 1)} ${t('units.m2')}`;
    },
    number(value: number): string {
      return formatNumber(value, language);
    },
  };
}
