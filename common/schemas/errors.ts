// The shape of an error answer, for the API's validation and its OpenAPI document: one schema,
// `{ code, message, field? }`, and one table of the error responses public and admin routes give.
import { z } from 'zod';
import { ERROR_CODE_LIST, ERROR_CODES } from '../errors.ts';

const CODES_DESCRIPTION =
  'A stable code; screens translate it, the message may be reworded.\n\n' +
  Object.entries(ERROR_CODES)
    .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
    .join('\n');

/** Named, so the OpenAPI document lists the codes once (components.schemas.ErrorCode). */
export const ZErrorCodeSchema = z
  .enum(ERROR_CODE_LIST)
  .meta({ id: 'ErrorCode', description: CODES_DESCRIPTION });

export const ZErrorSchema = z.object({
  code: ZErrorCodeSchema,
  message: z.string().meta({ description: 'An English sentence for the API user' }),
  field: z
    .string()
    .optional()
    .meta({ description: 'The input field at fault, dotted (`images.2`), when known' }),
});
export type TErrorAnswer = z.infer<typeof ZErrorSchema>;

const answer = (description: string) => ZErrorSchema.meta({ description });

/** Every error response of the API, by status; a route lists those it may give. */
export const errorResponses = {
  400: answer('Bad input: `code` says what, `field` where (`validation.*`, `request.*`…)'),
  401: answer(
    'No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired`',
  ),
  403: answer('Not allowed for this agent: `auth.forbidden`'),
  404: answer('Unknown or hidden id: `*.not_found`'),
  409: answer(
    'In conflict with what is stored: `visit.slot_taken`, `visit.already_decided`, `import.has_errors`, `import.already_confirmed`…',
  ),
  413: answer(
    'Too large: `request.too_large`, `image.too_large`, `upload.too_many_files`, `import.too_large`',
  ),
  429: answer('Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit`'),
  503: answer('Not available now: `alert.mail_unavailable`'),
  410: answer('No longer available: `import.expired`'),
} as const;

/** The error answers every admin route may give. */
export const adminErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
} as const;

/** The error answers of a public read by id. */
export const publicErrors = {
  400: errorResponses[400],
  404: errorResponses[404],
} as const;
