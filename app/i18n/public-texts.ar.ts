// The public texts in Arabic, the namespaces every page needs in one module (one file
// compresses better than one per namespace) (app/i18n/resources.client.ts). The landing
// pages' texts are written on the server only (app/features/landing).
import type { Texts } from './translator.ts';

export default import.meta.glob<Texts>(
  [
    './locales/ar/*.json',
    '!./locales/ar/cms.json',
    '!./locales/ar/landing.json',
    '!./locales/ar/compare.json',
    // The texts of a few pages only (namespaces.ts, PAGE_NAMESPACES): chunks of their own.
    '!./locales/ar/home.json',
    '!./locales/ar/about.json',
    '!./locales/ar/ads.json',
    '!./locales/ar/contact.json',
    '!./locales/ar/owner.json',
    // The visit form's and the financing estimate's texts come with their own code, fetched
    // when it nears the screen.
    '!./locales/ar/booking.json',
    '!./locales/ar/financing.json',
    // The search area's texts come with its own code (decision 0046).
    '!./locales/ar/area.json',
    // The search box's suggestions' texts come with the list's code (decision 0071).
    '!./locales/ar/suggest.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
