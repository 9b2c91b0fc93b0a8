// The property page's action: the seller's contacts revealed without the script. The buttons
// that reveal them are a form posted here (method POST: a link a robot follows must not count a
// reveal); the reveal is counted by the service the API calls, within the API's limit, and the
// page is answered with the contacts in it, as `tel:`, WhatsApp and e-mail links.
import { data, type AppLoadContext } from 'react-router';
import { revealSellerContact } from '../../../server/services/listings/property-counters.ts';
import { readFormFields } from '../forms/form-body.server.ts';
import { pageVisitor } from './view-counter.server.ts';
import { isRevealIntent, type RevealAnswer } from './seller-reveal.ts';

export async function revealAction(
  request: Request,
  id: number,
  context: AppLoadContext,
  notFound: () => never,
) {
  const fields = (await readFormFields(request)) ?? {};
  const intent = isRevealIntent(fields.intent) ? fields.intent : 'show';
  const limit = await context.formLimit('phoneReveal');
  if (!limit.allowed) {
    return data<RevealAnswer>(
      { status: 'too_many', intent },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const visitor = await pageVisitor(request, context);
  const contact = await revealSellerContact(context.services.db, id, visitor);
  if (!contact) notFound();
  return data<RevealAnswer>(
    { status: 'revealed', intent, contact },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
