// The reference lists' words that only the API document and the back-office show: the search
// parameter's description and the list's French name. Kept out of reference-lists.ts, which
// every public list page loads (decision 0069, trim 2; decision 0072).
import type { TReferenceList } from './reference-lists.ts';

export const REFERENCE_LIST_WORDS: Record<
  TReferenceList,
  {
    /** The search parameter's description in the OpenAPI document. */
    description: string;
    /** Its name in the back-office (French). */
    label: string;
  }
> = {
  types: { description: 'Property types', label: 'Types de bien' },
  states: { description: 'Property states', label: 'États' },
  statuses: { description: 'Property statuses', label: 'Statuts' },
  furnished_types: { description: 'Furnished types', label: 'Ameublement' },
  commodities: { description: 'Commodities', label: 'Commodités' },
  security_accessibilities: {
    description: 'Security and accessibility',
    label: 'Sécurité et accessibilité',
  },
  associated_documents: { description: 'Associated documents', label: 'Documents' },
  proximities: { description: 'Proximities', label: 'À proximité' },
  views: { description: 'Views', label: 'Vues' },
  other_characteristics: { description: 'Other characteristics', label: 'Autres caractéristiques' },
};
