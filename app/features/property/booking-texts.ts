// The visit form's texts (locales/*/booking.json), bundled with the form's own code rather than
// with every page's texts: the form is fetched when it nears the screen, and the list page has no
// room left in its JavaScript budget for them (decision 0039).
import ar from '../../i18n/locales/ar/booking.json';
import en from '../../i18n/locales/en/booking.json';
import fr from '../../i18n/locales/fr/booking.json';
import { bundledTexts } from '../../i18n/bundled-texts.ts';

/** `t` for the booking texts in the page's language (English, then the key, when missing). */
export const useBookingTexts = bundledTexts({ fr, ar, en });
