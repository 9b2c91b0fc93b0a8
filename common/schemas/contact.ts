// The contact form (POST /api/email/sendContactUsEmail), docs/product.md "Forms and their
// messages": full name, subject and message are required, and at least one way to answer (a valid
// e-mail or phone). The same schema validates the form in the page and the request on the server.
import { z } from 'zod';
import { ZLocaleSchema } from './primitives.ts';

// Control characters never belong in a message (PostgreSQL rejects NUL outright).
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const requiredText = (max: number, { singleLine }: { singleLine: boolean }) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .transform((value) => {
      const clean = value.replace(CONTROL, '');
      return (singleLine ? clean.replace(/\s+/g, ' ') : clean).trim();
    })
    .pipe(
      z
        .string()
        .min(1, { error: 'is required' })
        .max(max, { error: `must be at most ${max} characters` }),
    );

export const optionalText = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.replace(CONTROL, '').trim() || undefined
        : value === null
          ? undefined
          : value,
    schema,
  );

/** Digits with the usual separators; 8 to 15 digits, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9]{8,15}$/;
export const isValidPhone = (value: string) => PHONE_PATTERN.test(value.replace(/[\s.()-]/g, ''));

/**
 * Who writes and how to answer them: the fields the contact form and the property enquiry
 * (common/schemas/lead.ts) share, with the same rules and messages.
 */
export const CONTACT_WAYS = {
  full_name: requiredText(120, { singleLine: true }),
  email: optionalText(
    z
      .email({ error: 'must be a valid e-mail address' })
      .max(254, { error: 'must be a valid e-mail address' })
      .optional(),
  ),
  phone_number: optionalText(
    z
      .string({ error: 'must be text' })
      .max(30, { error: 'must be a valid phone number' })
      .refine(isValidPhone, { error: 'must be a valid phone number' })
      .optional(),
  ),
};

/** The message of a public form. */
export const MESSAGE_FIELD = requiredText(5000, { singleLine: false });

/** What a public form sends besides its fields: the page's language and the bots' trap. */
export const FORM_EXTRAS = {
  locale: optionalText(ZLocaleSchema.optional()),
  website: z
    .string()
    .max(500)
    .optional()
    .meta({ description: 'Leave empty: a field people never see, which bots fill in' }),
};

/** A public form needs one way to answer, at least: an e-mail or a phone. */
export function requireAWayToAnswer(
  value: { email?: string; phone_number?: string },
  ctx: z.RefinementCtx,
): void {
  if (!value.email && !value.phone_number) {
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'give an e-mail address or a phone number (phone_number)',
    });
  }
}

export const ZContactMessageSchema = z
  .object({
    ...CONTACT_WAYS,
    object: requiredText(200, { singleLine: true }),
    message: MESSAGE_FIELD,
    ...FORM_EXTRAS,
  })
  .superRefine(requireAWayToAnswer);
export type TContactMessageInput = z.input<typeof ZContactMessageSchema>;
export type TContactMessage = z.output<typeof ZContactMessageSchema>;
