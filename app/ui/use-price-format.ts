// Prices as docs/product.md ("Money and areas") shows them: short in the centimes habit (1,5 Md,
// 450 m) and full in dinars grouped for the language (15 000 000 DA); areas in m².
import { useTranslation } from '../i18n/react.tsx';
import { isLanguage, type Language } from '../../common/languages.ts';
import { formatNumber, shortPrice } from '../../common/money.ts';

export function usePriceFormat() {
  const { t, i18n } = useTranslation('common');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  return {
    language,
    /** 15,000,000 -> "1,5 Md"; below 10,000 DA, the dinars with the currency. */
    short(dinars: number): string {
      const { amount, unit } = shortPrice(dinars, language);
      if (unit === 'billion') return `${amount} ${t('units.billion_abrv')}`;
      if (unit === 'million') return `${amount} ${t('units.million_abrv')}`;
      return `${amount} ${t('units.currency')}`;
    },
    /** 15,000,000 -> "15 000 000 DA". */
    full(dinars: number): string {
      return `${formatNumber(dinars, language)} ${t('units.currency')}`;
    },
    area(m2: number): string {
      return `${formatNumber(m2, language, 1)} ${t('units.m2')}`;
    },
    number(value: number): string {
      return formatNumber(value, language);
    },
  };
}
