// What the contact page's action answers when the form was posted without JavaScript (the
// browser's own submit, before the page is hydrated): the outcome, and on a refusal the typed
// values and one message key per field (errors.* of the contact namespace), so nothing typed is
// lost. Shared by the action (server) and the form (which shows it).
import type { ContactFormValues } from './contact-form-values.ts';

export type ContactErrorKey =
  'required' | 'invalid_email' | 'invalid_phone' | 'email_or_phone' | 'too_long';
export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, ContactErrorKey>>;

export type ContactAnswer =
  | { status: 'success' }
  | { status: 'invalid'; values: ContactFormValues; errors: ContactFieldErrors }
  | { status: 'too_many' | 'failure'; values: ContactFormValues };
