// The ten reference lists (docs/product.md, "Reference lists"): trilingual option lists that
// staff edit and that a property links to through id arrays (docs/decisions/0002-id-arrays.md).
// This table is their one description: the back-office routes, the property columns, the search
// parameters, the page address keys, the filter options and the search SQL are derived from it,
// so an eleventh list is one more row here (and its table in server/db/schema.ts).
// No Zod here: the browser loads it with the search address codec (common/search-query.ts); the
// words only the API document and the back-office show are in reference-list-words.ts.

interface ReferenceListRow {
  /** Its name in the back-office routes (/api/admin/reference/:list) and the filter options. */
  list: string;
  /** The property's integer[] column holding its ids; its table has the same name. */
  column: string;
  /** The search parameter of GET /api/properties (any of these ids). */
  apiParam: string;
  /** The key of the public search page's address, for the lists its filter panel offers. */
  addressKey: string | null;
}

/** In the order of the search's SQL conditions and of the page address's keys. */
export const REFERENCE_LISTS = [
  {
    list: 'types',
    column: 'property_types',
    apiParam: 'property_type_id',
    addressKey: 'type',
  },
  {
    list: 'states',
    column: 'property_states',
    apiParam: 'property_state_id',
    addressKey: 'state',
  },
  {
    list: 'statuses',
    column: 'property_statuses',
    apiParam: 'property_status_id',
    addressKey: 'status',
  },
  {
    list: 'furnished_types',
    column: 'furnished_types',
    apiParam: 'furnished_type_id',
    addressKey: null,
  },
  {
    list: 'commodities',
    column: 'commodities',
    apiParam: 'commodity_id',
    addressKey: 'commodites',
  },
  {
    list: 'security_accessibilities',
    column: 'security_accessibilities',
    apiParam: 'security_accessibility_id',
    addressKey: 'securite_accessibilite',
  },
  {
    list: 'associated_documents',
    column: 'associated_documents',
    apiParam: 'associated_document_id',
    addressKey: 'documents_associes',
  },
  {
    list: 'proximities',
    column: 'proximities',
    apiParam: 'proximity_id',
    addressKey: 'proximite',
  },
  {
    list: 'views',
    column: 'views',
    apiParam: 'view_id',
    addressKey: 'vue',
  },
  {
    list: 'other_characteristics',
    column: 'other_characteristics',
    apiParam: 'other_characteristic_id',
    addressKey: 'autres_caracteristiques',
  },
] as const satisfies readonly ReferenceListRow[];

type Row = (typeof REFERENCE_LISTS)[number];
export type TReferenceList = Row['list'];
/** The property column (integer[]) of a list. */
export type TPropertyIdField = Row['column'];
/** The search parameter of a list. */
export type TReferenceListParam = Row['apiParam'];

/** The lists the public search page offers (its address has a key for them). */
export type SearchListRow = Extract<Row, { addressKey: string }>;
export type TReferenceAddressKey = SearchListRow['addressKey'];

export const REFERENCE_LIST_NAMES: readonly TReferenceList[] = REFERENCE_LISTS.map(
  (row) => row.list,
);

/** Object.fromEntries forgets the keys; these rebuild the record the rows spell out. */
type ColumnOfList = { [R in Row as R['list']]: R['column'] };
type ListOfAddressKey = { [R in SearchListRow as R['addressKey']]: R['list'] };

/** The property column that holds the ids of each list. */
export const PROPERTY_ID_FIELDS = Object.fromEntries(
  REFERENCE_LISTS.map((row) => [row.list, row.column]),
) as ColumnOfList;

/** The property's id-list columns, one per list. */
export const PROPERTY_ID_COLUMNS: readonly TPropertyIdField[] = REFERENCE_LISTS.map(
  (row) => row.column,
);

export const SEARCH_LISTS: readonly SearchListRow[] = REFERENCE_LISTS.filter(
  (row): row is SearchListRow => row.addressKey !== null,
);

/** The list behind each key of the search page's address. */
export const LIST_OF_ADDRESS_KEY = Object.fromEntries(
  SEARCH_LISTS.map((row) => [row.addressKey, row.list]),
) as ListOfAddressKey;
