// The back-office's name of each reference list (its menu, its screens, the import's
// messages), apart from the list table (common/reference-lists.ts) that the public pages load.
import type { TReferenceList } from '../reference-lists.ts';

export const REFERENCE_LIST_LABELS: Record<TReferenceList, string> = {
  types: 'Types de bien',
  states: 'États',
  statuses: 'Statuts',
  furnished_types: 'Ameublement',
  commodities: 'Commodités',
  security_accessibilities: 'Sécurité et accessibilité',
  associated_documents: 'Documents',
  proximities: 'À proximité',
  views: 'Vues',
  other_characteristics: 'Autres caractéristiques',
};
