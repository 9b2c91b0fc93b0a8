// The enquiry form's rules: the API's own schema (common/schemas/lead.ts), its verdict turned
// into one message key per field (the contact namespace's errors.*). Zod comes with this module
// only: the form fetches it when it is first used, the page's action imports it on the server.
import { ZLeadCreateSchema } from '../../../common/schemas/lead.ts';
import type { EnquiryFieldErrors, EnquiryValues } from './enquiry-values.ts';

export function enquiryErrors(values: EnquiryValues): EnquiryFieldErrors {
  const result = ZLeadCreateSchema.safeParse({ ...values, property_id: undefined });
  const errors: EnquiryFieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof EnquiryValues;
    if (errors[field]) continue;
    if (field === 'email' && issue.code === 'custom') {
      // Neither an e-mail nor a phone: both fields say so.
      errors.email = 'email_or_phone';
      errors.phone_number ??= 'email_or_phone';
    } else if (field === 'email') errors.email = 'invalid_email';
    else if (field === 'phone_number') errors.phone_number = 'invalid_phone';
    else if (field === 'full_name' || field === 'message') {
      errors[field] = values[field].trim() === '' ? 'required' : 'too_long';
    }
  }
  return errors;
}
