// The visitor's text for an API error: the answer's code (common/errors.ts) names a text of the
// common namespace (api_errors.*, in fr, ar and en); a code the public site has no text for, or
// an answer without a code, shows the generic one.
// Only the type is imported: the code table's English descriptions stay out of the pages' script.
import type { ErrorCode } from '../../common/errors.ts';

/** The codes a public screen can meet, each with its text under common:api_errors. */
const PUBLIC_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'validation.required',
  'validation.too_small',
  'validation.too_big',
  'validation.invalid_format',
  'validation.invalid',
  'request.throttled',
  'request.too_large',
  'property.not_found',
  'ad.not_found',
  'alert.daily_limit',
  'alert.mail_unavailable',
  'alert.unknown_link',
  'server.internal',
]);

/** The key (in the common namespace) of the text for an error code. */
export function apiErrorKey(code: unknown): string {
  return typeof code === 'string' && PUBLIC_CODES.has(code)
    ? `api_errors.${code}`
    : 'api_errors.generic';
}

/** The code of an error answer, or null when its body is not the API's error JSON. */
export async function errorCodeOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' ? body.code : null;
}
