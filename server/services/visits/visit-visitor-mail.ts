// The visitor's e-mails after a decision in « Visites »: the confirmation (date, address, .ics)
// and the notice of a declined request or a cancelled visit (decision 0048). Each is sent after
// the decision is stored and its outcome is kept on the row: a mail failure never undoes it.
import { eq } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import { VISIT_DURATION_MINUTES } from '../../../common/visit-rules.ts';
import type { Db } from '../../db/client.ts';
import { generalInfo, properties as p, visitRequests as v } from '../../db/schema.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { localized } from '../localize.ts';
import { deliver, type MailConfig, type MailStatus, type OutgoingMail } from '../../mail/send.ts';
import { visitDecisionMail } from './visit-decision-mail.ts';
import { visitConfirmationMail } from './visit-mail.ts';
import { agencyRow } from '../../db/agency-row.ts';

export interface VisitMailDeps {
  db: Db;
  config: MailConfig;
  log?: { warn(details: object, message: string): void };
}

/** What both e-mails say about the visit, in the visitor's language. */
async function visitFacts(db: Db, config: MailConfig, id: number) {
  const [row] = await db
    .select({ visit: v, property: p })
    .from(v)
    .leftJoin(p, eq(p.id, v.property_id))
    .where(eq(v.id, id));
  const [info] = await db
    .select({ email: generalInfo.email, phone: generalInfo.phone })
    .from(generalInfo)
    .where(agencyRow());
  const { visit, property } = row!;
  const language = visit.locale as Language;
  const origin = publicOrigin(config);
  const address = property
    ? [
        localized(property, 'address', language),
        localized(property, 'city', language),
        localized(property, 'wilaya', language),
      ]
        .filter((part) => part.trim() !== '')
        .join(', ')
    : '';
  return {
    visit,
    language,
    propertyName: property ? localized(property, 'name', language) : '',
    propertyAddress: address,
    propertyUrl: `${origin}/property/${visit.property_id}?lang=${language}`,
    agency: {
      email: info?.email ?? null,
      phone: info?.phone ?? null,
      host: new URL(origin).hostname,
    },
  };
}

type Facts = Awaited<ReturnType<typeof visitFacts>>;

async function mailVisitor(
  deps: VisitMailDeps,
  id: number,
  compose: (facts: Facts) => OutgoingMail,
): Promise<MailStatus> {
  return deliver(
    deps,
    async () => {
      const facts = await visitFacts(deps.db, deps.config, id);
      return facts.visit.email ? compose(facts) : null;
    },
    { message: 'visit decided, e-mail to the visitor failed', visitRequestId: id },
  );
}

/** The confirmation with the .ics; its outcome goes to `confirmation_email_status`. */
export async function sendConfirmation(deps: VisitMailDeps, id: number): Promise<void> {
  const status = await mailVisitor(deps, id, (facts) =>
    visitConfirmationMail({
      ...facts,
      id,
      email: facts.visit.email!,
      fullName: facts.visit.full_name,
      start: facts.visit.confirmed_start!,
      end: facts.visit.confirmed_end!,
      durationMinutes: VISIT_DURATION_MINUTES,
    }),
  );
  await deps.db.update(v).set({ confirmation_email_status: status }).where(eq(v.id, id));
}

/** The decline or cancellation notice; its outcome goes to `decision_email_status`. */
export async function sendDecisionNotice(deps: VisitMailDeps, id: number): Promise<void> {
  const status = await mailVisitor(deps, id, (facts) =>
    visitDecisionMail({
      ...facts,
      email: facts.visit.email!,
      fullName: facts.visit.full_name,
      status: facts.visit.status === 'declined' ? 'declined' : 'cancelled',
      confirmedStart: facts.visit.confirmed_start,
    }),
  );
  await deps.db.update(v).set({ decision_email_status: status }).where(eq(v.id, id));
}
