// The public texts in French, the namespaces every page needs in one module (one file
// compresses better than one per namespace) (app/i18n/resources.client.ts). The landing
// pages' texts are written on the server only (app/features/landing).
import type { Texts } from './translator.ts';

export default import.meta.glob<Texts>(
  [
    './locales/fr/*.json',
    '!./locales/fr/cms.json',
    '!./locales/fr/landing.json',
    '!./locales/fr/compare.json',
    // The texts of a few pages only (namespaces.ts, PAGE_NAMESPACES): chunks of their own.
    '!./locales/fr/home.json',
    '!./locales/fr/about.json',
    '!./locales/fr/ads.json',
    '!./locales/fr/contact.json',
    '!./locales/fr/owner.json',
    // The visit form's and the financing estimate's texts come with their own code, fetched
    // when it nears the screen.
    '!./locales/fr/booking.json',
    '!./locales/fr/financing.json',
    // The search area's texts come with its own code (decision 0046).
    '!./locales/fr/area.json',
    // The search box's suggestions' texts come with the list's code (decision 0071).
    '!./locales/fr/suggest.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
