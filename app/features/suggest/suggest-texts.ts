// The suggestions' texts (locales/*/suggest.json), bundled with the list's own code and fetched
// with it on the search box's first focus (decision 0071).
import ar from '../../i18n/locales/ar/suggest.json';
import en from '../../i18n/locales/en/suggest.json';
import fr from '../../i18n/locales/fr/suggest.json';
import { chunkTexts } from '../../i18n/chunk-texts.ts';

export const useSuggestTexts = chunkTexts({ fr, ar, en });
