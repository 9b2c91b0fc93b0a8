// The drawing mode's texts (locales/*/areadraw.json), bundled with its chunk (decision 0046).
import ar from '../../../i18n/locales/ar/areadraw.json';
import en from '../../../i18n/locales/en/areadraw.json';
import fr from '../../../i18n/locales/fr/areadraw.json';
import { bundledTexts } from '../../../i18n/bundled-texts.ts';

export const useAreaTexts = bundledTexts({ fr, ar, en });
