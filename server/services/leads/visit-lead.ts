// A visit request is a lead too (decision 0048). A request joins the open lead of the same
// listing and the same person (same e-mail, or same phone) received in the last 30 days, else it
// opens a new lead assigned to the listing's agent. Confirming the visit moves that lead to
// `visit_planned`, never backwards: a lead at `offer`, `won` or `lost` keeps its status.
import { and, eq, gte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TLeadStatus } from '../../../common/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads as l } from '../../db/schema.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import type { AuditActor } from '../audit/record.ts';
import { recordLeadChange } from './lead-audit.ts';
import { leadPhone } from './lead-phone.ts';

/** How far back a visit request looks for the same person's lead on the same listing. */
export const SAME_LEAD_DAYS = 30;

/** A closed lead is history: a new request about the listing opens a new one. */
const CLOSED: TLeadStatus[] = ['won', 'lost'];

/** The statuses a confirmed visit moves forward; later ones are kept as they are. */
const BEFORE_VISIT: TLeadStatus[] = ['new', 'contacted'];

export interface VisitContact {
  propertyId: number;
  /** The listing's agent: a new lead's default (decision 0038). */
  agentId: number | null;
  fullName: string;
  email: string | null;
  phone: string;
  message: string;
  locale: string;
}

function samePerson(contact: VisitContact): SQL {
  const phone = leadPhone(contact.phone);
  const byPhone = phone ? [eq(l.phone_number, phone)] : [];
  const byEmail = contact.email ? [sql`lower(${l.email}) = lower(${contact.email})`] : [];
  return or(...byPhone, ...byEmail)!;
}

/** The lead a new visit request belongs to: the same person's open one, or a new one. */
export async function leadForVisit(tx: Db, contact: VisitContact, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SAME_LEAD_DAYS * 86_400_000);
  const [existing] = await tx
    .select({ id: l.id })
    .from(l)
    .where(
      and(
        eq(l.property_id, contact.propertyId),
        gte(l.created_at, since),
        notInArray(l.status, CLOSED),
        samePerson(contact),
      ),
    )
    .orderBy(sql`${l.created_at} desc`)
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(l)
    .values({
      property_id: contact.propertyId,
      agent_id: contact.agentId,
      full_name: contact.fullName,
      email: contact.email,
      phone_number: leadPhone(contact.phone),
      message: contact.message,
      preferred_channel: 'phone',
      source: 'visit',
      locale: contact.locale,
      // The visit request's own notice is the agency's e-mail: no second one for the lead.
      email_status: 'skipped',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: l.id });
  return created!.id;
}

/**
 * A visit of the lead was confirmed by `actor`: the lead moves to `visit_planned` (from `new` or
 * `contacted` only), counts as answered, and an unassigned lead goes to the visit's agent. The
 * change is an audit entry, in the confirmation's transaction.
 */
export async function planVisitOnLead(
  tx: Db,
  leadId: number,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const [lead] = await tx.select().from(l).where(eq(l.id, leadId)).for('update');
  if (!lead) return;
  const after = {
    status: BEFORE_VISIT.includes(lead.status) ? ('visit_planned' as const) : lead.status,
    agent_id: lead.agent_id ?? actor.id,
  };
  const changes = fieldChanges(
    { status: lead.status, agent_id: lead.agent_id },
    { status: after.status, agent_id: after.agent_id },
  );
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(l)
    .set({ ...after, first_response_at: lead.first_response_at ?? now, updated_at: now })
    .where(eq(l.id, leadId));
  await recordLeadChange(tx, actor, lead, changes);
}
