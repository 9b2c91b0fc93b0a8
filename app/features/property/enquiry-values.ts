// What the property page's enquiry form holds and sends (POST /api/leads, docs/api.md), and the
// page action's answer when it was posted without JavaScript; no rules here (enquiry-rules.ts),
// so the page needs no Zod to show the form.
import type { TLeadChannel } from '../../../common/leads.ts';

export interface EnquiryValues {
  full_name: string;
  email: string;
  phone_number: string;
  message: string;
  preferred_channel: string;
  /** Honeypot: people never see it; bots fill it in. */
  website: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = {
  full_name: '',
  email: '',
  phone_number: '',
  message: '',
  preferred_channel: '',
  website: '',
};

export const ENQUIRY_CHANNELS: readonly TLeadChannel[] = ['phone', 'whatsapp', 'email'];

/** The value of the form's `intent` field: the page's action tells this form from the reveal. */
export const ENQUIRY_INTENT = 'enquiry';

/** The id of the form's section: the page's answer scrolls back to it. */
export const ENQUIRY_ANCHOR = 'enquiry';

export type EnquiryErrorKey =
  'required' | 'invalid_email' | 'invalid_phone' | 'email_or_phone' | 'too_long';
export type EnquiryFieldErrors = Partial<Record<keyof EnquiryValues, EnquiryErrorKey>>;

export type EnquiryAnswer =
  | { form: 'enquiry'; status: 'success' }
  | { form: 'enquiry'; status: 'invalid'; values: EnquiryValues; errors: EnquiryFieldErrors }
  | { form: 'enquiry'; status: 'too_many' | 'failure'; values: EnquiryValues };

export const isEnquiryAnswer = (value: unknown): value is EnquiryAnswer =>
  typeof value === 'object' && value !== null && (value as { form?: unknown }).form === 'enquiry';

/** The API's body: empty optional fields left out. */
export function enquiryRequestBody(values: EnquiryValues, propertyId: number, locale: string) {
  const trim = (value: string) => value.trim() || undefined;
  return {
    property_id: propertyId,
    full_name: values.full_name.trim(),
    email: trim(values.email),
    phone_number: trim(values.phone_number),
    message: values.message.trim(),
    preferred_channel: trim(values.preferred_channel),
    locale,
    website: values.website || undefined,
  };
}
