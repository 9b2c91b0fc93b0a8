// The HTTP status of every error code (common/errors.ts): the one place where a domain error
// becomes HTTP. A new code that is missing here fails the typecheck.
import type { ErrorCode } from '../../common/errors.ts';

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  'auth.required': 401,
  'auth.invalid_credentials': 401,
  'auth.session_expired': 401,
  'auth.throttled': 429,
  'auth.forbidden': 403,
  'auth.wrong_current_password': 400,
  'validation.required': 400,
  'validation.too_small': 400,
  'validation.too_big': 400,
  'validation.invalid_format': 400,
  'validation.invalid': 400,
  'request.malformed': 400,
  'request.invalid_host': 400,
  'request.too_large': 413,
  'request.unsupported_media_type': 415,
  'request.url_too_long': 414,
  'request.throttled': 429,
  'request.route_not_found': 404,
  'request.method_not_allowed': 405,
  'property.not_found': 404,
  'property.promo_price_too_high': 400,
  'ad.not_found': 404,
  'ad.link_required': 400,
  'location.incomplete': 400,
  'agent.not_found': 404,
  'agent.username_taken': 400,
  'agent.weak_password': 400,
  'agent.last_superadmin': 400,
  'agent.self_delete': 400,
  'message.not_found': 404,
  'reference.not_found': 404,
  'reference.unknown_id': 400,
  'reference.category_required': 400,
  'reference.duplicate_name': 400,
  'image.not_found': 404,
  'image.unknown': 400,
  'image.in_use': 400,
  'image.unreadable': 400,
  'image.too_large': 413,
  'upload.no_file': 400,
  'upload.not_multipart': 400,
  'upload.too_many_files': 413,
  'upload.bad_file_name': 400,
  'general_info.not_set': 404,
  'alert.unknown_link': 404,
  'alert.daily_limit': 429,
  'alert.mail_unavailable': 503,
  'lead.not_found': 404,
  'lead.not_owner': 400,
  'lead.has_listing': 409,
  'lead.not_published': 409,
  'owner_report.not_found': 404,
  'visit.not_found': 404,
  'visit.slot_in_past': 400,
  'visit.slot_too_soon': 400,
  'visit.slot_too_far': 400,
  'visit.slot_outside_hours': 400,
  'visit.slot_duplicate': 400,
  'visit.unknown_slot': 400,
  'visit.already_decided': 409,
  'visit.slot_taken': 409,
  'server.internal': 500,
  'import.unreadable_file': 400,
  'import.missing_columns': 400,
  'import.empty': 400,
  'import.too_many_rows': 400,
  'import.too_large': 413,
  'import.not_found': 404,
  'import.not_owner': 403,
  'import.expired': 410,
  'import.already_confirmed': 409,
  'import.has_errors': 409,
  'import.stale': 409,
};

/** The code of an error that carries only a status (Fastify's own, a plugin's). */
export function codeOfStatus(status: number, fastifyCode?: string): ErrorCode {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return 'request.unsupported_media_type';
  }
  if (status === 413) return 'request.too_large';
  if (status === 429) return 'request.throttled';
  if (status === 401) return 'auth.required';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'request.route_not_found';
  if (status >= 500) return 'server.internal';
  return 'request.malformed';
}
