// What the contact form holds and sends, without its rules (contact-form-schema.ts), so the page
// does not need Zod to show the form.

export interface ContactFormValues {
  full_name: string;
  email: string;
  phone_number: string;
  object: string;
  message: string;
  /** Honeypot: people never see it; bots fill it in. */
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  full_name: '',
  email: '',
  phone_number: '',
  object: '',
  message: '',
  website: '',
};

export const CONTACT_ENDPOINT = '/api/email/sendContactUsEmail';

/** The request body of the API (docs/api.md): empty optional fields are left out. */
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
