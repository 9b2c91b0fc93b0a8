// The public texts in English, the namespaces every page needs in one module (one file
// compresses better than one per namespace) (app/i18n/resources.client.ts). The landing
// pages' texts are written on the server only (app/features/landing).
import type { Texts } from './translator.ts';

export default import.meta.glob<Texts>(
  [
    './locales/en/*.json',
    '!./locales/en/cms.json',
    '!./locales/en/landing.json',
    '!./locales/en/compare.json',
    // The texts of a few pages only (namespaces.ts, PAGE_NAMESPACES): chunks of their own.
    '!./locales/en/home.json',
    '!./locales/en/about.json',
    '!./locales/en/ads.json',
    '!./locales/en/contact.json',
    '!./locales/en/owner.json',
    // The visit form's and the financing estimate's texts come with their own code, fetched
    // when it nears the screen.
    '!./locales/en/booking.json',
    '!./locales/en/financing.json',
    // The search area's texts come with its own code (decision 0046).
    '!./locales/en/area.json',
    // The search box's suggestions' texts come with the list's code (decision 0071).
    '!./locales/en/suggest.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
