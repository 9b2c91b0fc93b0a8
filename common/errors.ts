// The stable codes of the API's error answers (`{ code, message }`), one table for both sides: the
// server throws them, the OpenAPI document lists them, the screens translate them. A code never
// changes meaning once published; the English `message` beside it may be reworded freely, which
// is why screens read the code, never the sentence. The HTTP status of each code is the API
// edge's business (server/http/error-status.ts), not the services'.

export const ERROR_CODES = {
  'auth.required': 'No bearer token was sent',
  'auth.invalid_credentials': 'Wrong username or password',
  'auth.session_expired': 'The token expired, is invalid or was revoked: log in again',
  'auth.throttled': 'Too many failed logins: wait before trying again (see Retry-After)',
  'auth.forbidden': 'The agent may not do this (superadmin only)',
  'auth.wrong_current_password': 'The current password given to change it is not the right one',
  'validation.required': 'A required field or parameter is missing or empty (`field` names it)',
  'validation.too_small': 'A number, text or list is below its minimum (`field` names it)',
  'validation.too_big': 'A number, text or list is above its maximum (`field` names it)',
  'validation.invalid_format':
    'A text is not in the expected format: e-mail, address, date… (`field`)',
  'validation.invalid': 'A field or parameter has an invalid value (`field` names it)',
  'request.malformed': 'The body cannot be read: broken JSON or multipart, NUL character…',
  'request.invalid_host': 'The Host header is not one this server answers for',
  'request.too_large': 'The body is larger than the server accepts',
  'request.unsupported_media_type': 'The Content-Type is not one the route accepts',
  'request.url_too_long': 'A path parameter is longer than the server accepts',
  'request.throttled': 'Too many requests from this client: wait (see Retry-After)',
  'request.route_not_found': 'No route has this method and path',
  'request.method_not_allowed': 'The path exists under other methods, listed in Allow',
  'property.not_found': 'No visible property (public) or no property (admin) has this id',
  'property.promo_price_too_high': 'The promotional price is not below the base price',
  'ad.not_found': 'No ad has this id, or it is hidden (public)',
  'ad.link_required': 'A link-only ad needs its urlLink',
  'location.incomplete': 'Latitude and longitude must be given together',
  'agent.not_found': 'No agent has this id',
  'agent.username_taken': 'Another agent already has this username',
  'agent.weak_password': 'The password is too weak',
  'agent.last_superadmin': 'The last superadmin can be neither demoted nor deleted',
  'agent.self_delete': 'An agent cannot delete their own account',
  'message.not_found': 'No contact message has this id',
  'reference.not_found': 'No item of this reference list has this id',
  'reference.unknown_id': 'A property field names an id its reference list does not hold',
  'reference.category_required': 'An associated document needs its category',
  'reference.duplicate_name':
    'Another item of the list has the same name in this language (case, spaces, accents aside)',
  'image.not_found': 'No image has this id or path',
  'image.unknown': 'An image path is not one the upload returned',
  'image.in_use': 'The image is still shown by a property or an ad',
  'image.unreadable': 'The file is not a readable image',
  'image.too_large': 'The image is larger than the upload limit',
  'upload.no_file': 'The multipart body holds no file',
  'upload.not_multipart': 'The upload is not a multipart/form-data body',
  'upload.too_many_files': 'More files than one upload takes',
  'upload.bad_file_name': 'A file name holds a control character',
  'general_info.not_set': 'The agency information is not set yet',
  'alert.unknown_link': 'The link matches no alert',
  'alert.daily_limit': 'Too many alerts for this address today',
  'alert.mail_unavailable': 'E-mail alerts are not available, or the e-mail could not be sent',
  'lead.not_found': 'No lead has this id, or the agent may not see it',
  'lead.not_owner': 'The action is for owner leads only (mandate, draft listing)',
  'lead.has_listing': 'The owner lead already has its listing',
  'lead.not_published':
    'The owner lead is not published with its listing yet: no report link (decision 0070)',
  'owner_report.not_found': 'No owner report has this link, or it was revoked',
  'visit.not_found': 'No visit request has this id',
  'visit.slot_in_past': 'A proposed visit slot is in the past (`field` names it)',
  'visit.slot_too_soon': 'A proposed visit slot is less than 12 hours ahead (`field`)',
  'visit.slot_too_far': 'A proposed visit slot is more than 60 days ahead (`field`)',
  'visit.slot_outside_hours':
    "A proposed visit slot is outside the agency's opening hours (`field`)",
  'visit.slot_duplicate': 'The same visit slot is proposed twice (`field`)',
  'visit.unknown_slot': 'The slot to confirm is not one the visitor proposed',
  'visit.already_decided': 'The visit request was already confirmed, declined or cancelled',
  'visit.slot_taken': 'The agent already has a confirmed visit overlapping this slot',
  'server.internal': 'Unexpected server error; nothing of it is shown',
  // Catalogue import (decision 0041).
  'import.unreadable_file': 'The file is neither a CSV text nor an XLSX workbook that can be read',
  'import.missing_columns':
    'The first row lacks the columns an import needs (name_fr, base_price…)',
  'import.empty': 'The file holds no data row',
  'import.too_many_rows': 'The file holds more rows than one import takes',
  'import.too_large': 'The file is larger than one import takes (split it)',
  'import.not_found': 'No import preview has this id',
  'import.not_owner': 'The import preview was made by another account',
  'import.expired': 'The import preview expired: send the file again',
  'import.already_confirmed': 'The import preview was already confirmed',
  'import.has_errors':
    'The import preview has rows with errors: correct the file and send it again',
  'import.stale': 'The catalogue changed since the preview (a property to update is gone)',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
