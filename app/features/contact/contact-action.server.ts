// The contact page's action: the form posted without JavaScript. Same rules as the API
// (ZContactMessageSchema from common/), same rate limit (the API route's count, through the load
// context) and the same service (submitContactMessage): the message is stored, then e-mailed.
import { data, type AppLoadContext } from 'react-router';
import { ZContactMessageSchema } from '../../../common/schemas/contact.ts';
import { submitContactMessage } from '../../../server/services/agency/contact-form.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { readFormFields } from '../forms/form-body.server.ts';
import type { ContactAnswer, ContactFieldErrors } from './contact-answer.ts';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form-values.ts';

const FIELDS = Object.keys(EMPTY_CONTACT_FORM) as (keyof ContactFormValues)[];

/** The schema's verdict as the form's message keys (the schema's own texts are the API's). */
export function contactFieldErrors(values: ContactFormValues): ContactFieldErrors {
  const result = ZContactMessageSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues;
    if (errors[field]) continue;
    if (field === 'email' && issue.code === 'custom') {
      // Neither an e-mail nor a phone: both fields say so, as the form does in the browser.
      errors.email = 'email_or_phone';
      errors.phone_number ??= 'email_or_phone';
    } else if (field === 'email') errors.email = 'invalid_email';
    else if (field === 'phone_number') errors.phone_number = 'invalid_phone';
    else if (field === 'full_name' || field === 'object' || field === 'message') {
      errors[field] = values[field].trim() === '' ? 'required' : 'too_long';
    }
  }
  return errors;
}

export async function contactAction(request: Request, context: AppLoadContext) {
  const fields = (await readFormFields(request)) ?? {};
  const values: ContactFormValues = { ...EMPTY_CONTACT_FORM };
  for (const name of FIELDS) values[name] = fields[name] ?? '';
  const answer = (body: ContactAnswer, status: number) => data(body, { status });

  // Counted before the rules are checked, as the API route counts every request.
  const limit = await context.formLimit('contact');
  if (!limit.allowed) return answer({ status: 'too_many', values }, 429);

  const errors = contactFieldErrors(values);
  if (Object.keys(errors).length > 0) return answer({ status: 'invalid', values, errors }, 400);

  const { db, config } = context.services;
  const input = ZContactMessageSchema.parse({ ...values, locale: requestLanguage(request) });
  try {
    await submitContactMessage({ db, config, log: context.log }, input);
  } catch (error) {
    context.log.error({ err: error }, 'contact form (page) failed');
    return answer({ status: 'failure', values }, 503);
  }
  return answer({ status: 'success' }, 200);
}
