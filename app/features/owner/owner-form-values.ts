// The fields of the owners' forms (the estimate, and « Confiez-nous votre bien » which starts
// from it), as strings: the forms are uncontrolled and work without JavaScript.

export const ESTIMATE_FIELDS = [
  'kind',
  'type',
  'wilaya',
  'commune',
  'living_area',
  'land_area',
  'rooms',
] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];
export type EstimateFormValues = Record<EstimateField, string>;

/** What the page says under a field: the owner namespace's estimate.<key>. */
export type EstimateFieldError = 'required' | 'bad_number';
export type EstimateFieldErrors = Partial<Record<EstimateField, EstimateFieldError>>;

export interface OwnerOption {
  id: string;
  name: string;
}
