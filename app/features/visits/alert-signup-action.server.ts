// The sign-up page's action (/alerts/new, posted without JavaScript): the same rules as
// POST /api/saved-searches (ZSavedSearchInputSchema from common/), the same rate limit (the API
// route's count, through the load context) and the same service (createSavedSearch), called
// as it is: the confirmation e-mail goes out and nothing is sent before the address confirms.
import { data, type AppLoadContext } from 'react-router';
import { ZSavedSearchInputSchema } from '../../../common/schemas/return-visits.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import { createSavedSearch } from '../../../server/services/return-visits/saved-searches.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { readFormFields } from '../forms/form-body.server.ts';
import { searchOfSignupUrl, type AlertSignupAnswer } from './alert-signup.ts';

export async function alertSignupAction(request: Request, context: AppLoadContext) {
  const fields = (await readFormFields(request)) ?? {};
  const email = (fields.email ?? '').trim();
  const frequency = fields.frequency === 'instant' ? 'instant' : 'daily';
  const refuse = (status: Exclude<AlertSignupAnswer['status'], 'sent'>, code: number) =>
    data<AlertSignupAnswer>({ status, email, frequency }, { status: code });

  // Counted first, as the API route counts every request.
  const limit = await context.formLimit('savedSearch');
  if (!limit.allowed) return refuse('too_many', 429);

  const input = ZSavedSearchInputSchema.safeParse({
    ...searchOfSignupUrl(new URL(request.url)),
    email,
    frequency,
    locale: requestLanguage(request),
    website: fields.website || undefined,
  });
  if (!input.success) return refuse('invalid_email', 400);

  const { db, config } = context.services;
  try {
    await createSavedSearch({ db, config, log: context.log }, input.data);
  } catch (error) {
    // This address started too many alerts today; otherwise e-mail is not available.
    if (error instanceof DomainError && error.code === 'alert.daily_limit') {
      return refuse('too_many', 429);
    }
    if (!(error instanceof DomainError)) context.log.error({ err: error }, 'alert sign-up failed');
    return refuse('error', 503);
  }
  return data<AlertSignupAnswer>({ status: 'sent', email: input.data.email }, { status: 200 });
}
