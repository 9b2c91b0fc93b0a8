// The visit form's texts (locales/*/booking.json), bundled with the form's own code rather than
// with every page's texts (decision 0039; app/i18n/chunk-texts.ts).
import ar from '../../i18n/locales/ar/booking.json';
import en from '../../i18n/locales/en/booking.json';
import fr from '../../i18n/locales/fr/booking.json';
import { chunkTexts } from '../../i18n/chunk-texts.ts';

/** `t` for the booking texts in the page's language (English, then the key, when missing). */
export const useBookingTexts = chunkTexts({ fr, ar, en });
