// The property page's action for « Planifier une visite »: the form posted before the script runs
// (after, the form calls POST /api/visits). Same checks as the browser's (visit-form-check.ts),
// then the API's schema, rate limit (the API's count) and service.
import { data, type AppLoadContext } from 'react-router';
import { ZVisitRequestBodySchema } from '../../../common/schemas/visits.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import {
  readAgencyHours,
  submitVisitRequest,
} from '../../../server/services/visits/visit-requests.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { readFormFields } from '../forms/form-body.server.ts';
import { VISIT_ACTION_PARAM, type VisitAnswer } from './visit-answer.ts';
import { checkVisitForm, readVisitValues, visitRequestBody } from './visit-form-check.ts';

export const isVisitPost = (request: Request): boolean =>
  new URL(request.url).searchParams.has(VISIT_ACTION_PARAM);

export async function visitAction(
  request: Request,
  propertyId: number,
  context: AppLoadContext,
  notFound: () => never,
) {
  const fields = (await readFormFields(request)) ?? {};
  const values = readVisitValues(fields);
  const answer = (body: VisitAnswer, status: number) =>
    data(body, { status, headers: { 'Cache-Control': 'no-store' } });

  const limit = await context.formLimit('visitRequest');
  if (!limit.allowed) return answer({ kind: 'visit', status: 'too_many', values }, 429);

  const { db, config } = context.services;
  const check = checkVisitForm(values, await readAgencyHours(db), new Date());
  const parsed = ZVisitRequestBodySchema.safeParse(
    visitRequestBody(values, check, {
      propertyId,
      locale: requestLanguage(request),
      website: fields.website ?? '',
    }),
  );
  if (!check.valid || !parsed.success) {
    const errors = { ...check.errors };
    // What the schema refuses beyond the form's own checks (a control character, a long e-mail).
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'full_name') errors.full_name ??= 'too_long';
      else if (field === 'phone_number') errors.phone_number ??= 'invalid_phone';
      else if (field === 'email') errors.email ??= 'invalid_email';
      else if (field === 'message') errors.message ??= 'too_long';
    }
    return answer(
      { kind: 'visit', status: 'invalid', values, errors, slotErrors: check.slotErrors },
      400,
    );
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
