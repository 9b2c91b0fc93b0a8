// The public texts in English, every namespace in one module: a page needs them all, and one
// file compresses better than one per namespace (app/i18n/resources.client.ts).
import type { Texts } from './translator.ts';

export default import.meta.glob<Texts>(
  ['./locales/en/*.json', '!./locales/en/cms.json', '!./locales/en/compare.json'],
  {
    eager: true,
    import: 'default',
  },
);
