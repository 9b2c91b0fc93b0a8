// Sending the visit form once the script runs (visit-request-form.tsx): the form's own checks
// first (visit-form-check.ts, the same as the page's action), then POST /api/visits, whose
// refusals come back as the form's answer, each at the field or slot it names.
//
// Why `fetch` to the API rather than a React Router fetcher posting to the page's action: the
// form is a part hydrated later (hydrate-later.tsx), and a fetcher's answer did not reach it when
// it was tried (decision 0039). That may have been the replay error fixed in app/i18n/react.tsx,
// but it was not tried again; the API also says which slot it refused (`field` slots.N), which
// the page's HTML answer would have to carry over.
import type { OpeningHours } from '../../../common/opening-hours.ts';
import type { SlotProblem } from '../../../common/visit-rules.ts';
import type { Language } from '../../../common/languages.ts';
import { slotErrorOf, type VisitAnswer, type VisitFormValues } from './visit-answer.ts';
import {
  checkVisitForm,
  readVisitValues,
  visitRequestBody,
  type VisitFormCheck,
} from './visit-form-check.ts';

/** A form that passed its own checks, ready to send. */
export interface VisitToSend {
  values: VisitFormValues;
  check: VisitFormCheck;
  website: string;
}

/** The form's values checked here: what to send, or the answer that says what is wrong. */
export function checkBeforeSending(
  form: HTMLFormElement,
  hours: OpeningHours,
): { send: VisitToSend } | { answer: VisitAnswer } {
  const fields = Object.fromEntries(new FormData(form));
  const values = readVisitValues(fields);
  const check = checkVisitForm(values, hours, new Date());
  if (!check.valid) {
    return {
      answer: {
        kind: 'visit',
        status: 'invalid',
        values,
        errors: check.errors,
        slotErrors: check.slotErrors,
      },
    };
  }
  return {
    send: { values, check, website: typeof fields.website === 'string' ? fields.website : '' },
  };
}

/** POSTs the request; answers what the form shows next (sent, or why not, values kept). */
export async function sendVisitRequest(
  { values, check, website }: VisitToSend,
  propertyId: number,
  language: Language,
): Promise<VisitAnswer> {
  const invalid = (
    errors: Extract<VisitAnswer, { status: 'invalid' }>['errors'] = check.errors,
    slotErrors = check.slotErrors,
  ): VisitAnswer => ({ kind: 'visit', status: 'invalid', values, errors, slotErrors });
  try {
    const response = await fetch('/api/visits', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(
        visitRequestBody(values, check, { propertyId, locale: language, website }),
      ),
    });
    if (response.status === 201) return { kind: 'visit', status: 'sent' };
    if (response.status === 429) return { kind: 'visit', status: 'too_many', values };
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      field?: string;
    } | null;
    const slot = /^slots\.(\d+)$/.exec(body?.field ?? '');
    if (response.status === 400 && slot && body?.code?.startsWith('visit.slot_')) {
      const slotErrors = [...check.slotErrors];
      slotErrors[check.slots[Number(slot[1])]?.index ?? 0] = slotErrorOf(body.code as SlotProblem);
      return invalid(check.errors, slotErrors);
    }
    const field = body?.field;
    if (response.status === 400 && (field === 'full_name' || field === 'phone_number')) {
      return invalid({ [field]: field === 'full_name' ? 'too_long' : 'invalid_phone' });
    }
    if (response.status === 400 && field === 'email') return invalid({ email: 'invalid_email' });
    return { kind: 'visit', status: 'failure', values };
  } catch {
    return { kind: 'visit', status: 'failure', values };
  }
}
