// The search area's texts (locales/*/area.json: near me, the drawing mode), bundled with the
// code that uses them, both fetched apart from the list page's own (decision 0046).
import ar from '../../../i18n/locales/ar/area.json';
import en from '../../../i18n/locales/en/area.json';
import fr from '../../../i18n/locales/fr/area.json';
import { chunkTexts } from '../../../i18n/chunk-texts.ts';

export const useAreaTexts = chunkTexts({ fr, ar, en });
