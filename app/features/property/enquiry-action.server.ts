// The property page's enquiry posted without JavaScript: the same rules (common/schemas/lead.ts),
// the same rate limit (the API route's count, through the load context) and the same service as
// POST /api/leads; the page answers with the outcome and, on a refusal, what was typed.
import { data, type AppLoadContext } from 'react-router';
import { ZLeadCreateSchema } from '../../../common/schemas/lead.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import { submitLead } from '../../../server/services/leads/submit-lead.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { enquiryErrors } from './enquiry-rules.ts';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_INTENT,
  type EnquiryAnswer,
  type EnquiryValues,
} from './enquiry-values.ts';

const FIELDS = Object.keys(EMPTY_ENQUIRY) as (keyof EnquiryValues)[];

export const isEnquiryPost = (fields: Record<string, string>) => fields.intent === ENQUIRY_INTENT;

export async function enquiryAction(
  request: Request,
  fields: Record<string, string>,
  propertyId: number,
  context: AppLoadContext,
  notFound: () => never,
) {
  const values: EnquiryValues = { ...EMPTY_ENQUIRY };
  for (const name of FIELDS) values[name] = fields[name] ?? '';
  const answer = (body: EnquiryAnswer, status: number) =>
    data(body, { status, headers: { 'Cache-Control': 'no-store' } });

  // Counted before the rules are checked, as the API route counts every request.
  const limit = await context.formLimit('lead');
  if (!limit.allowed) return answer({ form: 'enquiry', status: 'too_many', values }, 429);

  const errors = enquiryErrors(values);
  if (Object.keys(errors).length > 0) {
    return answer({ form: 'enquiry', status: 'invalid', values, errors }, 400);
  }
  const input = ZLeadCreateSchema.parse({
    ...values,
    property_id: propertyId,
    locale: requestLanguage(request),
  });
  const { db, config } = context.services;
  try {
    await submitLead({ db, config, log: context.log }, input);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'property.not_found') notFound();
    context.log.error({ err: error }, 'enquiry form (page) failed');
    return answer({ form: 'enquiry', status: 'failure', values }, 503);
  }
  return answer({ form: 'enquiry', status: 'success' }, 200);
}
