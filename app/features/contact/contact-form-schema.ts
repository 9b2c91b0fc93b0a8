// The form's own rules, the same as the API's (common/schemas/contact.ts, docs/product.md "Forms
// and their messages"): full name, subject and message required; an e-mail or a phone, at least
// one, valid. Messages are keys of the contact namespace (errors.*), shown in the visitor's
// language. Zod comes with this module only, which the form fetches when it is first used
// (contact-form.tsx).
import { z } from 'zod';
import { isValidPhone } from '../../../common/schemas/contact.ts';
import type { ContactFormValues } from './contact-form-values.ts';

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

/** Each field's first broken rule (a key of the contact namespace's `errors.*`); none when valid. */
export function contactFormErrors(
  values: ContactFormValues,
): Partial<Record<keyof ContactFormValues, string>> {
  const result = contactFormSchema.safeParse(values);
  const errors: Partial<Record<keyof ContactFormValues, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ContactFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
