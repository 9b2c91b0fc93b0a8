// The search area's texts (locales/*/area.json: near me, the drawing mode), bundled with the
// code that uses them, both fetched apart from the list page's own (decision 0046).
import ar from '../../../i18n/locales/ar/area.json';
import en from '../../../i18n/locales/en/area.json';
import fr from '../../../i18n/locales/fr/area.json';
import { bundledTexts } from '../../../i18n/bundled-texts.ts';

export const useAreaTexts = bundledTexts({ fr, ar, en });
