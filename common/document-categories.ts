// The names of the six groups the associated documents are shown in, in the three languages.
// A fixed list of the product (the categories are an enum of the API), not rows an agent edits,
// so it lives with the contract: the filter options and the property page read it here.
import type { TDocumentCategory } from './schemas/reference.ts';

export const DOCUMENT_CATEGORY_NAMES: Record<
  TDocumentCategory,
  { fr: string; en: string; ar: string }
> = {
  property: { fr: 'Titres de propriété', en: 'Property titles', ar: 'سندات الملكية' },
  cadastral: { fr: 'Documents cadastraux', en: 'Cadastral documents', ar: 'وثائق مسح الأراضي' },
  administration: {
    fr: 'Documents administratifs',
    en: 'Administrative documents',
    ar: 'وثائق إدارية',
  },
  fiscal: { fr: 'Documents fiscaux', en: 'Tax documents', ar: 'وثائق جبائية' },
  construction: {
    fr: 'Documents de construction',
    en: 'Construction documents',
    ar: 'وثائق البناء',
  },
  other: { fr: 'Autres documents', en: 'Other documents', ar: 'وثائق أخرى' },
};
