// What the /entrust page's action answers (the form is posted to the page, with or without
// JavaScript): the outcome, and on a refusal the typed values and one message key per field (of
// the owner namespace), so nothing typed is lost (the photos must be chosen again).
import type { EstimateField } from './owner-form-values.ts';

export const ENTRUST_TEXT_FIELDS = [
  'full_name',
  'phone_number',
  'email',
  'address',
  'asking_price',
  'message',
] as const;
export type EntrustField = EstimateField | (typeof ENTRUST_TEXT_FIELDS)[number];
export type EntrustFormValues = Record<EntrustField, string>;
/** A key of the owner namespace (`estimate.required`, `entrust.bad_photo`…). */
export type EntrustFieldErrors = Partial<Record<EntrustField | 'photos', string>>;

export type EntrustAnswer =
  | { status: 'success'; reference: string; phone: string; emailed: boolean }
  | { status: 'invalid'; values: EntrustFormValues; errors: EntrustFieldErrors }
  | { status: 'too_many' | 'failure'; values: EntrustFormValues };
