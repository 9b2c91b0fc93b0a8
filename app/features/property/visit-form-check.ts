// The visit form's own checks, the same in the page's action and in the browser: which slots are
// filled (a date and a time, read on Algiers time), what is wrong with each (common/visit-rules),
// and the contact fields judged by the API's own schema (common/schemas/visits.ts), so the form
// and the API cannot disagree on a limit. Zod comes with the form, which is fetched on first use.
import { algiersInstant, type OpeningHours } from '../../../common/opening-hours.ts';
import { ZVisitRequestBodySchema } from '../../../common/schemas/visits.ts';
import { slotProblems } from '../../../common/visit-rules.ts';
import {
  slotErrorOf,
  VISIT_SLOT_COUNT,
  type VisitAnswer,
  type VisitFormValues,
  type VisitSlotError,
} from './visit-answer.ts';

type FieldErrors = Extract<VisitAnswer, { status: 'invalid' }>['errors'];
const CONTACT_FIELDS = ['full_name', 'phone_number', 'email', 'message'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The form's fields as posted (date_1, time_1 … for the slots). */
export function readVisitValues(fields: Record<string, unknown>): VisitFormValues {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  const slots = Array.from({ length: VISIT_SLOT_COUNT }, (_, index) => index + 1);
  return {
    full_name: text('full_name'),
    phone_number: text('phone_number'),
    email: text('email'),
    message: text('message'),
    dates: slots.map((n) => text(`date_${n}`).trim()),
    times: slots.map((n) => text(`time_${n}`).trim()),
  };
}

export interface VisitFormCheck {
  /** The filled slots, each with its place in the form. */
  slots: { index: number; iso: string }[];
  slotErrors: (VisitSlotError | null)[];
  errors: FieldErrors;
  valid: boolean;
}

export function checkVisitForm(
  values: VisitFormValues,
  hours: OpeningHours,
  now: Date,
): VisitFormCheck {
  const slotErrors: (VisitSlotError | null)[] = values.dates.map(() => null);
  const slots: VisitFormCheck['slots'] = [];
  values.dates.forEach((date, index) => {
    const time = values.times[index] ?? '';
    if (!date && !time) return;
    if (!DATE.test(date) || !TIME.test(time)) slotErrors[index] = 'slot_incomplete';
    else slots.push({ index, iso: algiersInstant(date, time).toISOString() });
  });
  if (slots.length === 0 && !slotErrors.some(Boolean)) slotErrors[0] = 'slot_required';
  slotProblems(
    slots.map((slot) => new Date(slot.iso)),
    hours,
    now,
  ).forEach((problem, position) => {
    if (problem) slotErrors[slots[position]!.index] = slotErrorOf(problem);
  });

  const errors = contactErrors(values);

  const valid = !slotErrors.some(Boolean) && Object.keys(errors).length === 0;
  return { slots, slotErrors, errors, valid };
}

/** The contact fields' faults, one message key each, from the API's schema. */
function contactErrors(values: VisitFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const shape = ZVisitRequestBodySchema.shape;
  for (const field of CONTACT_FIELDS) {
    if (!shape[field].safeParse(values[field]).success) {
      const blank = values[field].trim() === '';
      errors[field] =
        field === 'email'
          ? 'invalid_email'
          : blank
            ? 'required'
            : field === 'phone_number'
              ? 'invalid_phone'
              : 'too_long';
    }
  }
  return errors;
}

/** The body of POST /api/visits for checked values (the API's schema has the last word). */
export function visitRequestBody(
  values: VisitFormValues,
  check: VisitFormCheck,
  // The bots' trap as posted: the API's schema refuses what is not text.
  request: { propertyId: number; locale: string; website: unknown },
) {
  return {
    property_id: request.propertyId,
    full_name: values.full_name,
    phone_number: values.phone_number,
    email: values.email,
    message: values.message,
    slots: check.slots.map((slot) => slot.iso),
    locale: request.locale,
    website: request.website,
  };
}
