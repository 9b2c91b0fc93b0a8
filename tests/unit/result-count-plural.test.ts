// The filter panel's « Show n properties » (issue 35, item 5): the number picks the plural form,
// so Arabic reads عرض 6 عقارات (3-10), عرض 12 عقارًا (11-99), عرض 100 عقار, عرض عقارين (2).
import { describe, expect, it } from 'vitest';
import { allResources } from '../../app/i18n/resources.server.ts';
import { createTranslator } from '../../app/i18n/translator.ts';

const showResults = (language: 'fr' | 'ar' | 'en', count: number) =>
  createTranslator(language, allResources).fixedT('search')('panel.show_results', {
    count,
    shown: String(count),
  });

describe('the count on the filter panel button', () => {
  it.each([
    [2, 'عرض عقارين'],
    [6, 'عرض 6 عقارات'],
    [10, 'عرض 10 عقارات'],
    [12, 'عرض 12 عقارًا'],
    [100, 'عرض 100 عقار'],
    [106, 'عرض 106 عقارات'],
  ])('in Arabic for %i', (count, text) => {
    expect(showResults('ar', count)).toBe(text);
  });

  it('in French and English', () => {
    expect(showResults('fr', 6)).toBe('Voir 6 biens');
    expect(showResults('en', 2_000_000)).toBe('Show 2000000 properties');
  });
});
