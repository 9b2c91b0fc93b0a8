// A visitor's visit request (POST /api/visits and the property page's form): up to three proposed
// starts, each checked against the clock and the agency's opening hours (common/visit-rules.ts).
// Stored first, with its lead (decision 0048), then the agency is e-mailed when SMTP is set: a
// mail outage loses nothing, staff see the request in the back-office's « Visites ».
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import { readOpeningHours, type OpeningHours } from '../../../common/opening-hours.ts';
import type { TVisitRequestBody } from '../../../common/schemas/visits.ts';
import { slotProblems, type SlotProblem } from '../../../common/visit-rules.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { generalInfo, properties as p, visitRequests } from '../../db/schema.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { deliver, type MailStatus } from '../../mail/send.ts';
import { agencyInbox } from '../agency/agency-info.ts';
import { DomainError } from '../domain-error.ts';
import { leadForVisit } from '../leads/visit-lead.ts';
import { localized } from '../localize.ts';
import { isVisible } from '../property-query.ts';
import { visitRequestNoticeMail } from './visit-mail.ts';
import { agencyRow } from '../../db/agency-row.ts';

export type VisitMailStatus = MailStatus;

export type VisitRequestResult =
  | { stored: true; id: number; email_status: VisitMailStatus }
  /** The honeypot field was filled in: a bot. It gets the same answer, nothing is kept. */
  | { stored: false };

interface Logger {
  warn(details: object, message: string): void;
}

type MailConfig = Pick<Config, 'SMTP_URL' | 'CONTACT_TO' | 'PUBLIC_URL' | 'PORT'>;

/** The agency's opening hours (the default week before the row exists). */
export async function readAgencyHours(db: Db): Promise<OpeningHours> {
  const [row] = await db
    .select({ hours: generalInfo.opening_hours })
    .from(generalInfo)
    .where(agencyRow());
  return readOpeningHours(row?.hours);
}

/** Each proposed start's problem, or null: for a form that shows them beside each slot. */
export async function checkVisitSlots(
  db: Db,
  slots: readonly Date[],
  now = new Date(),
): Promise<(SlotProblem | null)[]> {
  return slotProblems(slots, await readAgencyHours(db), now);
}

const SLOT_MESSAGES: Record<SlotProblem, string> = {
  'visit.slot_in_past': 'is in the past',
  'visit.slot_too_soon': 'is less than 12 hours ahead',
  'visit.slot_too_far': 'is more than 60 days ahead',
  'visit.slot_outside_hours': "is outside the agency's opening hours",
  'visit.slot_duplicate': 'is proposed twice',
};

export async function submitVisitRequest(
  deps: { db: Db; config: MailConfig; log?: Logger },
  input: TVisitRequestBody,
  now = new Date(),
): Promise<VisitRequestResult> {
  const { db, config, log } = deps;
  if (input.website && input.website.trim() !== '') return { stored: false };

  const [property] = await db
    .select({
      id: p.id,
      name_fr: p.name_fr,
      name_en: p.name_en,
      name_ar: p.name_ar,
      agent_id: p.agent_id,
    })
    .from(p)
    .where(and(eq(p.id, input.property_id), isVisible));
  if (!property) {
    throw new DomainError(
      'property.not_found',
      `No visible property with id ${input.property_id}`,
      {
        field: 'property_id',
      },
    );
  }

  const slots = input.slots.map((slot) => new Date(slot));
  const problems = await checkVisitSlots(db, slots, now);
  const first = problems.findIndex((problem) => problem !== null);
  if (first >= 0) {
    // Every slot at fault is named in the sentence; the code and field are the first one's.
    const sentence = problems
      .flatMap((problem, index) =>
        problem ? [`slot ${index + 1} (${input.slots[index]}) ${SLOT_MESSAGES[problem]}`] : [],
      )
      .join('; ');
    throw new DomainError(problems[first]!, `Visit slots refused: ${sentence}`, {
      field: `slots.${first}`,
    });
  }

  const language: Language = input.locale ?? 'fr';
  // The request and its lead are written together (decision 0048).
  const id = await db.transaction(async (tx) => {
    const leadId = await leadForVisit(
      tx,
      {
        propertyId: property.id,
        agentId: property.agent_id,
        fullName: input.full_name,
        email: input.email ?? null,
        phone: input.phone_number,
        message: input.message,
        locale: language,
      },
      now,
    );
    const [stored] = await tx
      .insert(visitRequests)
      .values({
        property_id: property.id,
        lead_id: leadId,
        full_name: input.full_name,
        phone_number: input.phone_number,
        email: input.email ?? null,
        message: input.message,
        locale: language,
        slots: slots.map((slot) => slot.toISOString()),
      })
      .returning({ id: visitRequests.id });
    return stored!.id;
  });

  const origin = publicOrigin(config);
  const notice = {
    id,
    fullName: input.full_name,
    phone: input.phone_number,
    email: input.email ?? null,
    message: input.message,
    language,
    propertyName: localized(property, 'name', 'fr'),
    propertyUrl: `${origin}/property/${property.id}`,
    slots,
    backOfficeUrl: `${origin}/cms/visits?visit=${id}`,
  };
  const status = await deliver(
    { db, config, log },
    async () => {
      const to = await agencyInbox(db, config);
      return to ? visitRequestNoticeMail(to, notice) : null;
    },
    { message: 'visit request stored, e-mail failed', visitRequestId: id },
  );
  await db.update(visitRequests).set({ email_status: status }).where(eq(visitRequests.id, id));
  return { stored: true, id, email_status: status };
}
