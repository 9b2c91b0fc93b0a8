// The financing estimate's texts (locales/*/financing.json), bundled with its own code, fetched
// when the section nears the screen: the property page has no room for them in its JavaScript
// budget (decision 0047; app/i18n/chunk-texts.ts).
import ar from '../../i18n/locales/ar/financing.json';
import en from '../../i18n/locales/en/financing.json';
import fr from '../../i18n/locales/fr/financing.json';
import { chunkTexts } from '../../i18n/chunk-texts.ts';

export const useFinancingTexts = chunkTexts({ fr, ar, en });
