// The visit form's own checks, the same in the page's action and in the browser: which slots are
// filled (a date and a time, read on Algiers time), what is wrong with each (common/visit-rules),
// and the contact fields' obvious faults. The server's schema and service decide in the end.
import { algiersInstant, type OpeningHours } from '../../../common/opening-hours.ts';
import { isAlgerianPhone } from '../../../common/phone.ts';
import { slotProblems } from '../../../common/visit-rules.ts';
import {
  slotErrorOf,
  VISIT_SLOT_COUNT,
  type VisitAnswer,
  type VisitFormValues,
  type VisitSlotError,
} from './visit-answer.ts';

type FieldErrors = Extract<VisitAnswer, { status: 'invalid' }>['errors'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

  const errors: FieldErrors = {};
  const name = values.full_name.trim();
  if (!name) errors.full_name = 'required';
  else if (name.length > 120) errors.full_name = 'too_long';
  const phone = values.phone_number.trim();
  if (!phone) errors.phone_number = 'required';
  else if (!isAlgerianPhone(phone)) errors.phone_number = 'invalid_phone';
  const email = values.email.trim();
  if (email && (!EMAIL.test(email) || email.length > 254)) errors.email = 'invalid_email';
  if (values.message.length > 2000) errors.message = 'too_long';

  const valid = !slotErrors.some(Boolean) && Object.keys(errors).length === 0;
  return { slots, slotErrors, errors, valid };
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
