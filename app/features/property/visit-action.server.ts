// The property page's action for « Planifier une visite »: the form posted without the script, or
// by the script through a fetcher. Same schema (ZVisitRequestBodySchema), same slot rules, same
// rate limit (the API's count) and same service as POST /api/visits.
import { data, type AppLoadContext } from 'react-router';
import { algiersInstant } from '../../../common/opening-hours.ts';
import { ZVisitRequestBodySchema } from '../../../common/schemas/visits.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import { checkVisitSlots, submitVisitRequest } from '../../../server/services/visit-requests.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { readFormFields } from '../forms/form-body.server.ts';
import {
  slotErrorOf,
  VISIT_ACTION_PARAM,
  VISIT_SLOT_COUNT,
  type VisitAnswer,
  type VisitFormValues,
  type VisitSlotError,
} from './visit-answer.ts';

export const isVisitPost = (request: Request): boolean =>
  new URL(request.url).searchParams.has(VISIT_ACTION_PARAM);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function readValues(fields: Record<string, string>): VisitFormValues {
  const slots = Array.from({ length: VISIT_SLOT_COUNT }, (_, index) => index + 1);
  return {
    full_name: fields.full_name ?? '',
    phone_number: fields.phone_number ?? '',
    email: fields.email ?? '',
    message: fields.message ?? '',
    dates: slots.map((n) => (fields[`date_${n}`] ?? '').trim()),
    times: slots.map((n) => (fields[`time_${n}`] ?? '').trim()),
  };
}

export async function visitAction(
  request: Request,
  propertyId: number,
  context: AppLoadContext,
  notFound: () => never,
) {
  const fields = (await readFormFields(request)) ?? {};
  const values = readValues(fields);
  const answer = (body: VisitAnswer, status: number) =>
    data(body, { status, headers: { 'Cache-Control': 'no-store' } });

  const limit = await context.formLimit('visitRequest');
  if (!limit.allowed) return answer({ kind: 'visit', status: 'too_many', values }, 429);

  // The slots filled in, each remembered with its place in the form.
  const slotErrors: (VisitSlotError | null)[] = values.dates.map(() => null);
  const slots: { index: number; iso: string }[] = [];
  values.dates.forEach((date, index) => {
    const time = values.times[index]!;
    if (!date && !time) return;
    if (!DATE.test(date) || !TIME.test(time)) slotErrors[index] = 'slot_incomplete';
    else slots.push({ index, iso: algiersInstant(date, time).toISOString() });
  });
  if (slots.length === 0 && !slotErrors.some(Boolean)) slotErrors[0] = 'slot_required';

  const parsed = ZVisitRequestBodySchema.safeParse({
    property_id: propertyId,
    full_name: values.full_name,
    phone_number: values.phone_number,
    email: values.email,
    message: values.message,
    slots: slots.map((slot) => slot.iso),
    locale: requestLanguage(request),
    website: fields.website ?? '',
  });
  const errors: Extract<VisitAnswer, { status: 'invalid' }>['errors'] = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'full_name') {
        errors.full_name ??= values.full_name.trim() === '' ? 'required' : 'too_long';
      } else if (field === 'phone_number') {
        errors.phone_number ??= values.phone_number.trim() === '' ? 'required' : 'invalid_phone';
      } else if (field === 'email') errors.email ??= 'invalid_email';
      else if (field === 'message') errors.message ??= 'too_long';
    }
  }
  const { db, config } = context.services;
  const problems = await checkVisitSlots(
    db,
    slots.map((slot) => new Date(slot.iso)),
  );
  problems.forEach((problem, position) => {
    if (problem) slotErrors[slots[position]!.index] = slotErrorOf(problem);
  });
  if (!parsed.success || slotErrors.some(Boolean)) {
    return answer({ kind: 'visit', status: 'invalid', values, errors, slotErrors }, 400);
  }

  try {
    await submitVisitRequest({ db, config, log: context.log }, parsed.data);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'property.not_found') notFound();
    context.log.error({ err: error }, 'visit request (page) failed');
    return answer({ kind: 'visit', status: 'failure', values }, 503);
  }
  return answer({ kind: 'visit', status: 'sent' }, 200);
}
