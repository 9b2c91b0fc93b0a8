// The field-level difference between a row before and after a change, as the audit log keeps it:
// `{ field: { before, after } }` for each field whose value differs. Dates are kept as ISO text,
// arrays and objects compared by value.

import type { AuditFieldChange } from '../../../common/audit.ts';

/**
 * Never in an entry: secrets, and values the server derives from the others (the search text,
 * the image hash, the quality score, the counters, the timestamps every write touches).
 */
const NEVER_LOGGED = new Set([
  'password',
  'password_hash',
  'token_version',
  'search_text',
  'first_image_dhash',
  'quality_score',
  'price_per_m2',
  'price_dropped_at',
  'view_count',
  'phone_reveals',
  'updated_at',
  'created_at',
]);

type Row = Record<string, unknown>;

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The fields that differ between `before` and `after` (null for a row that does not exist:
 * a creation lists the values given, a deletion the values lost). `omit` adds fields to leave out.
 */
export function fieldChanges(
  before: Row | null,
  after: Row | null,
  omit: readonly string[] = [],
): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (NEVER_LOGGED.has(key) || omit.includes(key)) continue;
    const old = plain(before?.[key]);
    const now = plain(after?.[key]);
    if (isEmpty(old) && isEmpty(now)) continue;
    // A creation lists what was given: a flag left off is no information.
    if (before === null && now === false) continue;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes[key] = {
      ...(isEmpty(old) ? {} : { before: old }),
      ...(isEmpty(now) ? {} : { after: now }),
    };
  }
  return changes;
}
