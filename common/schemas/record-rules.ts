// Rules between fields of one record, written once. The admin body schemas apply them, so the API
// and the back-office forms (through their zod resolver) refuse the same things with the same
// words; the services apply them again to the stored row merged with a partial update, which no
// schema sees whole. The messages are the API's (English); the back-office shows them in French.
import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { areaIssues } from './search-area.ts';

export interface FieldIssue {
  /** The error code a service answers with when the stored record breaks the rule. */
  code: ErrorCode;
  path: string;
  message: string;
}

/**
 * `whole`: a record as created or as it will be stored (a missing value is an empty one).
 * `partial`: an update body, where a missing value is the stored one, unknown here: a rule
 * involving it waits for the merged record.
 */
export type RuleScope = 'whole' | 'partial';

const filled = (value: unknown) => value !== null && value !== undefined;

/** Coordinates come as a pair: both or neither. */
function pairIssue(
  latitude: unknown,
  longitude: unknown,
  names: [string, string],
  scope: RuleScope,
): FieldIssue | null {
  if (scope === 'partial' && (latitude === undefined || longitude === undefined)) return null;
  if (filled(latitude) === filled(longitude)) return null;
  return {
    code: 'location.incomplete',
    path: filled(latitude) ? names[1] : names[0],
    message: `${names[0]} and ${names[1]} must be given together`,
  };
}

export interface PropertyRuleFields {
  base_price?: number | null;
  afterpromo_price?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A promotional price below the base price; a position with both coordinates. */
export function propertyIssues(property: PropertyRuleFields, scope: RuleScope): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { base_price: base, afterpromo_price: promo } = property;
  if (typeof promo === 'number' && typeof base === 'number' && promo >= base) {
    issues.push({
      code: 'property.promo_price_too_high',
      path: 'afterpromo_price',
      message: `afterpromo_price (${promo}) must be lower than base_price (${base})`,
    });
  }
  const pair = pairIssue(property.latitude, property.longitude, ['latitude', 'longitude'], scope);
  if (pair) issues.push(pair);
  return issues;
}

export interface AdRuleFields {
  isLinkOnly?: boolean;
  urlLink?: string | null;
  lattitude?: number | null;
  longitude?: number | null;
}

/** A link-only ad has its link; a position with both coordinates (the column is `lattitude`). */
export function adIssues(ad: AdRuleFields, scope: RuleScope): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const linkKnown = scope === 'whole' || ad.urlLink !== undefined;
  if (ad.isLinkOnly === true && linkKnown && !ad.urlLink) {
    issues.push({
      code: 'ad.link_required',
      path: 'urlLink',
      message: 'urlLink is required when isLinkOnly is true',
    });
  }
  const pair = pairIssue(ad.lattitude, ad.longitude, ['lattitude', 'longitude'], scope);
  if (pair) issues.push(pair);
  return issues;
}

/** The issues as a schema's refinement reports them, each on its field. */
export function reportIssues(issues: readonly FieldIssue[], ctx: z.RefinementCtx): void {
  for (const issue of issues) {
    // The rule's code rides in `params`: the API answers it as a service would.
    ctx.addIssue({
      code: 'custom',
      path: [issue.path],
      message: issue.message,
      params: { code: issue.code },
    });
  }
}

/** The ranges of the property searches (public and back-office): `min_x` and `max_x` pairs. */
export const RANGE_FILTERS = [
  'price',
  'land_area',
  'living_area',
  'price_per_m2',
  'lat',
  'lng',
  'bedrooms',
  'bathrooms',
  'rooms',
  'floors',
] as const;

type RangeValues = Partial<Record<`${'min' | 'max'}_${(typeof RANGE_FILTERS)[number]}`, number>>;

/** Each range given with both ends has its min not above its max. */
export function rangeIssues(values: RangeValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const name of RANGE_FILTERS) {
    const min = values[`min_${name}`];
    const max = values[`max_${name}`];
    if (min !== undefined && max !== undefined && min > max) {
      issues.push({
        code: 'validation.invalid',
        path: `min_${name}`,
        message: `must not be greater than max_${name}`,
      });
    }
  }
  return issues;
}

/**
 * Adds the "min must not be above max" check to a search query (a 400 naming both), and the
 * radius search's "lat, lng and radius_km together" (search-area.ts).
 */
export function withRangeChecks<T extends z.ZodObject>(schema: T) {
  return schema.superRefine((value, ctx) =>
    reportIssues([...rangeIssues(value as RangeValues), ...areaIssues(value)], ctx),
  );
}
