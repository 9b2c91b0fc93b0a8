// What the property page's visit form is answered (visit-action.server.ts), with or without
// the script: the typed values come back with the errors, so nothing is lost.
import type { SlotProblem } from '../../../common/visit-rules.ts';

export const VISIT_SLOT_COUNT = 3;

export interface VisitFormValues {
  full_name: string;
  phone_number: string;
  email: string;
  message: string;
  /** Per slot: the date (YYYY-MM-DD) and the start time (HH:MM), Algiers time. */
  dates: string[];
  times: string[];
}

export type VisitFieldError = 'required' | 'too_long' | 'invalid_phone' | 'invalid_email';
export type VisitSlotError = 'slot_required' | 'slot_incomplete' | SlotProblemKey;
type SlotProblemKey = SlotProblem extends `visit.${infer Key}` ? Key : never;

export type VisitAnswer =
  | { kind: 'visit'; status: 'sent' }
  | {
      kind: 'visit';
      status: 'invalid';
      values: VisitFormValues;
      errors: Partial<Record<'full_name' | 'phone_number' | 'email' | 'message', VisitFieldError>>;
      /** Per slot, in the form's order. */
      slotErrors: (VisitSlotError | null)[];
    }
  | { kind: 'visit'; status: 'too_many' | 'failure'; values: VisitFormValues };

/** The slot key's text: `visit.slot_in_past` → `slot_in_past`. */
export const slotErrorOf = (problem: SlotProblem): VisitSlotError =>
  problem.slice('visit.'.length) as VisitSlotError;

export const isVisitAnswer = (value: unknown): value is VisitAnswer =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'visit';

/** The search parameter that sends a post of the page to the visit action. */
export const VISIT_ACTION_PARAM = 'visit';
