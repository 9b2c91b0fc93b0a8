// The /estimate page's data: the form's options, and when the form was sent (a GET form, so the
// page works without JavaScript and a result can be shared by its address), the estimate from the
// same service and rules as GET /api/estimate (decision 0064).
import type { Language } from '../../../common/languages.ts';
import {
  ZEstimateQuerySchema,
  type TEstimate,
  type TEstimateKind,
} from '../../../common/schemas/estimate.ts';
import { emptySearchState, searchHref } from '../../../common/search-query.ts';
import { WILAYAS } from '../../../common/wilayas.ts';
import { estimate } from '../../../server/services/estimate.ts';
import type { Services } from '../../../server/services/index.ts';
import { getFilterOptions } from '../../../server/services/reference/reference-options.ts';

type Db = Services['db'];
import {
  ESTIMATE_FIELDS,
  type EstimateFieldErrors,
  type EstimateFormValues,
  type OwnerOption,
} from './owner-form-values.ts';

export interface EstimateResult extends TEstimate {
  kind: TEstimateKind;
  /** The list page of the comparables (kind, type, the scope's wilayas, the commune's name). */
  comparablesHref: string;
  wilayaName: string;
  commune: string;
}

export interface EstimatePageData {
  values: EstimateFormValues;
  errors: EstimateFieldErrors;
  result: EstimateResult | null;
  types: OwnerOption[];
  wilayas: OwnerOption[];
}

/** The form's options: the property types in staff's order, the wilayas by number. */
export async function ownerFormOptions(db: Db, language: Language) {
  const options = await getFilterOptions(db, language);
  return {
    types: options.types.map((type) => ({ id: type.id, name: type.name })),
    wilayas: WILAYAS.map((w) => ({ id: String(w.id), name: `${w.code} - ${w[language]}` })),
  };
}

export async function readEstimatePage(
  db: Db,
  url: URL,
  language: Language,
): Promise<EstimatePageData> {
  const { types, wilayas } = await ownerFormOptions(db, language);
  const values = Object.fromEntries(
    ESTIMATE_FIELDS.map((name) => [name, url.searchParams.get(name)?.trim() ?? '']),
  ) as EstimateFormValues;
  if (!url.searchParams.has('kind')) {
    return { values: { ...values, kind: 'sell' }, errors: {}, result: null, types, wilayas };
  }
  const parsed = ZEstimateQuerySchema.safeParse({ ...values, locale: language });
  if (!parsed.success) {
    const errors: EstimateFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof EstimateFormValues;
      errors[field] ??= values[field] === '' ? 'required' : 'bad_number';
    }
    return { values, errors, result: null, types, wilayas };
  }
  const query = parsed.data;
  const answer = await estimate(db, query);
  const state = emptySearchState();
  state.lists.type = [String(query.type)];
  state.lists.wilayas = answer.wilayas.map(String);
  if (answer.scope === 'commune' && query.commune) state.keyword = query.commune;
  const wilaya = WILAYAS.find((w) => w.id === query.wilaya);
  return {
    values,
    errors: {},
    result: {
      ...answer,
      kind: query.kind,
      comparablesHref: searchHref(query.kind, state),
      wilayaName: wilaya ? wilaya[language] : '',
      commune: query.commune ?? '',
    },
    types,
    wilayas,
  };
}
