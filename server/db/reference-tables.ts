// The table of each reference list (common/reference-lists.ts describes the lists). All share
// one type, ReferenceListTable (associated_documents adds its `category`), so a list chosen at
// run time is queried with full types.
import type { TReferenceList } from '../../common/reference-lists.ts';
import * as schema from './schema.ts';

export const REFERENCE_TABLES: Record<TReferenceList, schema.ReferenceListTable> = {
  types: schema.propertyTypes,
  states: schema.propertyStates,
  statuses: schema.propertyStatuses,
  furnished_types: schema.furnishedTypes,
  commodities: schema.commodities,
  security_accessibilities: schema.securityAccessibilities,
  associated_documents: schema.associatedDocuments,
  proximities: schema.proximities,
  views: schema.views,
  other_characteristics: schema.otherCharacteristics,
};
