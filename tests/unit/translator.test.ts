import { createInstance, type i18n } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, Trans as I18nextTrans, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../common/languages.ts';
import { NAMESPACES, type Namespace } from '../../app/i18n/namespaces.ts';
import { pluralCategory } from '../../app/i18n/plural.ts';
import { Trans } from '../../app/i18n/react.tsx';
import { allResources } from '../../app/i18n/resources.server.ts';
import { createTranslator, type Resources, type Texts } from '../../app/i18n/translator.ts';

// The pages' translator (decision 0033) must give, for every text we have, what i18next with
// the options the site used gave: i18next is the reference here, and only here.
function reference(language: Language, resources: Resources): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every key of a namespace, plural forms given once by their base key. */
function keysOf(texts: Texts, prefix = ''): { key: string; plural: boolean; text: string }[] {
  return Object.entries(texts).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [{ key: prefix + name.replace(PLURAL, ''), plural: PLURAL.test(name), text: value }]
      : keysOf(value, `${prefix}${name}.`),
  );
}
/** A value for each {{variable}} of a text, so interpolation is exercised everywhere. */
function valuesFor(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/{{(.+?)}}/g)].map(([, name]) => [name!.trim(), `«${name!.trim()}»`]),
  );
}

const COUNTS = [0, 1, 2, 3, 7, 10, 11, 42, 99, 100, 101, 102, 103, 111, 1000, 1_000_000, 1.5];

describe.each(LANGUAGES)('texts in %s', (language) => {
  const ours = createTranslator(language, allResources);
  const theirs = reference(language, allResources);
  const namespaces = NAMESPACES.filter((namespace) => allResources[language]?.[namespace]);

  it.each(namespaces)('%s: every key, with its values and every count, as i18next', (ns) => {
    const t = ours.fixedT(ns);
    const expected = theirs.getFixedT(language, ns);
    const keys = keysOf(allResources[language]![ns]!);
    for (const { key, plural, text } of keys) {
      const values = valuesFor(text);
      expect(t(key, values), `${ns}:${key}`).toBe(expected(key, values));
      expect(t(key), `${ns}:${key} without values`).toBe(expected(key));
      if (!plural) continue;
      for (const count of COUNTS) {
        expect(t(key, { ...values, count }), `${ns}:${key} count ${count}`).toBe(
          expected(key, { ...values, count }),
        );
      }
      // A count already formatted as text only fills {{count}}, as in i18next.
      expect(t(key, { count: '1 000' })).toBe(expected(key, { count: '1 000' }));
    }
  });

  it('reads ns:key, several namespaces in order, the ns option, and a missing key', () => {
    // (A key naming a group of texts is a mistake: i18next answered a sentence about it, we
    // answer the key, like any missing text.)
    expect(ours.fixedT('common')('nav')).toBe('nav');
    const cases: [Namespace[], string, Record<string, unknown>?][] = [
      [['home', 'common'], 'nav.home'],
      [['home', 'about'], 'common:brand.name'],
      [['visits'], 'api_errors.generic', { ns: 'common' }],
      [['search'], 'nothing.here'],
      [['search'], 'common:nothing.here'],
      [['search'], 'count.page_of', { page: 2 }],
      [['search'], 'count.page_of', { page: null, pages: undefined }],
    ];
    for (const [ns, key, options] of cases) {
      expect(ours.fixedT(ns)(key, options), key).toBe(theirs.getFixedT(language, ns)(key, options));
    }
  });
});

it('falls back to English, then to the key, as i18next', () => {
  const resources: Resources = {
    fr: {
      common: { shared: 'partagé', count_one: '{{count}} bien', count_other: '{{count}} biens' },
    },
    en: { common: { shared: 'shared', only_en: 'English only', count_one: '{{count}} house' } },
    ar: { common: { shared: 'مشترك' } },
  };
  for (const language of LANGUAGES) {
    const t = createTranslator(language, resources).fixedT('common');
    const expected = reference(language, resources).getFixedT(language, 'common');
    for (const key of ['shared', 'only_en', 'missing.key', 'count']) {
      for (const options of [undefined, { count: 1 }, { count: 5 }, { count: 0 }]) {
        expect(t(key, options), `${language} ${key} ${JSON.stringify(options)}`).toBe(
          expected(key, options),
        );
      }
    }
  }
});

describe('plural categories', () => {
  it('are those of Intl.PluralRules in fr, ar and en', () => {
    const numbers = [...Array.from({ length: 1201 }, (_, n) => n), 1_000_000, 2_000_000, 0.5, 1.5];
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(language);
      for (const n of numbers)
        expect(pluralCategory(language, n), `${language} ${n}`).toBe(rules.select(n));
    }
  });

  it('give Arabic its six forms', () => {
    const t = createTranslator('ar', allResources).fixedT('home');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('cities.count', { count }));
    expect(new Set(forms).size).toBe(6);
  });
});

describe('Trans', () => {
  it('draws the markup of a text around its words, as react-i18next', () => {
    for (const language of LANGUAGES) {
      const props = (t: unknown, email = 'salima.b@example.dz') => ({
        t,
        i18nKey: 'alerts.success',
        values: { email },
        components: { email: createElement('bdi', { dir: 'ltr', className: 'font-semibold' }) },
      });
      const instance = reference(language, allResources);
      const expected = renderToStaticMarkup(
        createElement(
          I18nextProvider,
          { i18n: instance },
          createElement(I18nextTrans, props(instance.getFixedT(language, 'visits')) as never),
        ),
      );
      const translator = createTranslator(language, allResources);
      const actual = renderToStaticMarkup(
        createElement(Trans, props(translator.fixedT('visits')) as never),
      );
      expect(actual).toBe(expected);
      // A value is text, never markup (react-i18next escaped it twice: "&amp;lt;" on screen).
      const odd = renderToStaticMarkup(
        createElement(Trans, props(translator.fixedT('visits'), '<i>a</i>@x.dz') as never),
      );
      expect(odd).toContain('<bdi dir="ltr" class="font-semibold">&lt;i&gt;a&lt;/i&gt;@x.dz</bdi>');
    }
  });
});
