// The form's own rules, the same as the API's (common/schemas/contact.ts, decisions.md): full
// name, subject and message required; an e-mail or a phone, at least one, valid. Messages are
// keys of the contact namespace (errors.*), shown in the visitor's language.
import { z } from 'zod';
import { isValidPhone } from '../../../common/schemas/contact.ts';

const required = (max: number) =>
  z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

const isEmail = (value: string) => z.email().safeParse(value).success;

export const contactFormSchema = z
  .object({
    full_name: required(120),
    email: z
      .string()
      .trim()
      .max(254, { error: 'invalid_email' })
      .refine((value) => value === '' || isEmail(value), { error: 'invalid_email' }),
    phone_number: z
      .string()
      .trim()
      .max(30, { error: 'invalid_phone' })
      .refine((value) => value === '' || isValidPhone(value), { error: 'invalid_phone' }),
    object: required(200),
    message: required(5000),
    /** Honeypot: people never see it; bots fill it in. */
    website: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.email.trim() === '' && value.phone_number.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_or_phone' });
      ctx.addIssue({ code: 'custom', path: ['phone_number'], message: 'email_or_phone' });
    }
  });

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  full_name: '',
  email: '',
  phone_number: '',
  object: '',
  message: '',
  website: '',
};

export const CONTACT_ENDPOINT = '/api/email/sendContactUsEmail';

/** The request body of the API (spec section 7): empty optional fields are left out. */
export function contactRequestBody(values: ContactFormValues, locale: string) {
  const trim = (value: string) => value.trim() || undefined;
  return {
    full_name: values.full_name.trim(),
    email: trim(values.email),
    phone_number: trim(values.phone_number),
    object: values.object.trim(),
    message: values.message.trim(),
    locale,
    website: values.website || undefined,
  };
}
