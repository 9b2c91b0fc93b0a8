// The back-office's visit requests: list, read one, confirm one proposed slot, decline or cancel.
// No double booking: an agent's confirmed visits never overlap. Confirming locks the confirming
// agent's row first (SELECT … FOR UPDATE), so two confirmations for the same agent run one after
// the other and the second sees the first; the visit's own row is locked next, so two users
// confirming the same request cannot both win. Works alike on PostgreSQL and PGlite.
// Who sees which visit follows its lead (decision 0038, lead-access.ts): an agent never reads,
// confirms, declines or cancels a visit whose lead is another agent's (403, as the lead itself);
// visits without a lead (older requests) and those of unassigned leads are everyone's work.
import { and, count, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { algiersInstant } from '../../../common/opening-hours.ts';
import type {
  TAdminVisit,
  TAdminVisitDetail,
  TAdminVisitList,
  TAdminVisitQuery,
  TVisitDecisionBody,
} from '../../../common/schemas/visits.ts';
import { visitEnd } from '../../../common/visit-rules.ts';
import type { Db } from '../../db/client.ts';
import { agents, leads, properties as p, visitRequests as v } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';
import { assertMayHandle, type LeadViewer } from '../leads/lead-access.ts';
import { planVisitOnLead } from '../leads/visit-lead.ts';
import { sendConfirmation, sendDecisionNotice, type VisitMailDeps } from './visit-visitor-mail.ts';

const columns = {
  visit: v,
  property_name: p.name_fr,
  property_address: p.address_fr,
  agent_username: agents.username,
};

type Row = {
  visit: typeof v.$inferSelect;
  property_name: string | null;
  property_address: string | null;
  agent_username: string | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toVisit({ visit, property_name, property_address, agent_username }: Row): TAdminVisit {
  return {
    id: visit.id,
    property:
      visit.property_id !== null && property_name !== null
        ? { id: visit.property_id, name: property_name, address: property_address ?? '' }
        : null,
    full_name: visit.full_name,
    phone_number: visit.phone_number,
    email: visit.email,
    message: visit.message,
    locale: visit.locale,
    slots: visit.slots,
    status: visit.status,
    confirmed_start: iso(visit.confirmed_start),
    confirmed_end: iso(visit.confirmed_end),
    agent:
      visit.agent_id !== null && agent_username !== null
        ? { id: visit.agent_id, username: agent_username }
        : null,
    decided_at: iso(visit.decided_at),
    email_status: visit.email_status,
    confirmation_email_status: visit.confirmation_email_status,
    decision_email_status: visit.decision_email_status,
    lead_id: visit.lead_id,
    created_at: visit.created_at.toISOString(),
  };
}

const selectVisits = (db: Db) =>
  db
    .select({ ...columns, lead_agent_id: leads.agent_id })
    .from(v)
    .leftJoin(p, eq(p.id, v.property_id))
    .leftJoin(agents, eq(agents.id, v.agent_id))
    .leftJoin(leads, eq(leads.id, v.lead_id));

/** The visits this user may see, as a condition (none for a superadmin); needs the leads join. */
function visibleVisits(viewer: LeadViewer): SQL | undefined {
  return viewer.type === 'superadmin'
    ? undefined
    : or(isNull(v.lead_id), isNull(leads.agent_id), eq(leads.agent_id, viewer.id));
}

/** Refuses (403) a visit whose lead is another agent's. */
async function assertMayHandleVisit(tx: Db, viewer: LeadViewer, leadId: number | null) {
  if (leadId === null || viewer.type === 'superadmin') return;
  const [lead] = await tx
    .select({ agent_id: leads.agent_id })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (lead) assertMayHandle(viewer, lead);
}

/** Visits confirmed on the day, or still requested with a slot proposed on it (Algiers time). */
function onDay(date: string): SQL {
  const start = algiersInstant(date, '00:00');
  const end = new Date(start.getTime() + 86_400_000);
  return or(
    and(sql`${v.confirmed_start} >= ${start}`, sql`${v.confirmed_start} < ${end}`),
    and(
      eq(v.status, 'requested'),
      sql`exists (select 1 from jsonb_array_elements_text(${v.slots}) as slot
        where slot::timestamptz >= ${start} and slot::timestamptz < ${end})`,
    ),
  )!;
}

export async function listVisits(
  db: Db,
  viewer: LeadViewer,
  query: TAdminVisitQuery,
): Promise<TAdminVisitList> {
  const conditions: SQL[] = [];
  const visible = visibleVisits(viewer);
  if (visible) conditions.push(visible);
  if (query.status) conditions.push(eq(v.status, query.status));
  if (query.property_id) conditions.push(eq(v.property_id, query.property_id));
  if (query.date) conditions.push(onDay(query.date));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectVisits(db)
      .where(where)
      .orderBy(desc(v.created_at), desc(v.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(v).leftJoin(leads, eq(leads.id, v.lead_id)).where(where),
  ]);
  return { data: rows.map(toVisit), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** Confirmed visits of an agent overlapping [start, end), other than `exceptId`. */
function overlapping(agentId: number, start: Date, end: Date, exceptId: number): SQL {
  return and(
    eq(v.status, 'confirmed'),
    eq(v.agent_id, agentId),
    lt(v.confirmed_start, end),
    gt(v.confirmed_end, start),
    ne(v.id, exceptId),
  )!;
}

/**
 * One visit, with the proposed slots the asking agent could not take (null: no such visit; 403
 * when its lead is another agent's).
 */
export async function getVisit(
  db: Db,
  viewer: LeadViewer,
  id: number,
): Promise<TAdminVisitDetail | null> {
  const agentId = viewer.id;
  const [row] = await selectVisits(db).where(eq(v.id, id));
  if (!row) return null;
  if (row.visit.lead_id !== null) assertMayHandle(viewer, { agent_id: row.lead_agent_id });
  const slot_taken = await Promise.all(
    row.visit.slots.map(async (slot) => {
      const start = new Date(slot);
      const [hit] = await db
        .select({ id: v.id })
        .from(v)
        .where(overlapping(agentId, start, visitEnd(start), id))
        .limit(1);
      return hit !== undefined;
    }),
  );
  return { ...toVisit(row), slot_taken };
}

async function readVisit(db: Db, id: number): Promise<TAdminVisit> {
  const [row] = await selectVisits(db).where(eq(v.id, id));
  if (!row) throw new DomainError('visit.not_found', `No visit request with id ${id}`);
  return toVisit(row);
}

/** Confirm a proposed slot: `actor` becomes the visit's agent; the visit's lead is planned. */
export async function confirmVisit(
  deps: VisitMailDeps,
  id: number,
  actor: AuditActor & { id: number },
  viewer: LeadViewer,
  slot: string,
  now = new Date(),
): Promise<TAdminVisit> {
  const { db } = deps;
  const agentId = actor.id;
  const start = new Date(slot);
  const end = visitEnd(start);
  const withEmail = await db.transaction(async (tx) => {
    // The agent's row first: confirmations for one agent queue here (see the header).
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
    const [visit] = await tx.select().from(v).where(eq(v.id, id)).for('update');
    if (!visit) throw new DomainError('visit.not_found', `No visit request with id ${id}`);
    await assertMayHandleVisit(tx, viewer, visit.lead_id);
    if (visit.status !== 'requested') {
      throw new DomainError('visit.already_decided', `The visit request is ${visit.status}`);
    }
    if (!visit.slots.some((proposed) => new Date(proposed).getTime() === start.getTime())) {
      throw new DomainError('visit.unknown_slot', `${slot} is not a proposed slot`, {
        field: 'slot',
      });
    }
    if (start.getTime() <= now.getTime()) {
      throw new DomainError('visit.slot_in_past', `${slot} is in the past`, { field: 'slot' });
    }
    const [clash] = await tx
      .select({ id: v.id })
      .from(v)
      .where(overlapping(agentId, start, end, id))
      .limit(1);
    if (clash) {
      throw new DomainError(
        'visit.slot_taken',
        `The agent already has visit ${clash.id} confirmed over this slot`,
        { field: 'slot' },
      );
    }
    await tx
      .update(v)
      .set({
        status: 'confirmed',
        confirmed_start: start,
        confirmed_end: end,
        agent_id: agentId,
        decided_at: now,
        confirmation_email_status: visit.email ? 'pending' : 'skipped',
      })
      .where(eq(v.id, id));
    if (visit.lead_id !== null) await planVisitOnLead(tx, visit.lead_id, actor, now);
    return visit.email !== null;
  });
  if (withEmail) await sendConfirmation(deps, id);
  return readVisit(db, id);
}

/** Decline a request, or cancel a request or a confirmed visit. */
export async function decideVisit(
  deps: VisitMailDeps,
  id: number,
  actor: AuditActor & LeadViewer,
  decision: TVisitDecisionBody,
  now = new Date(),
): Promise<TAdminVisit> {
  const { db } = deps;
  const from: (typeof v.$inferSelect.status)[] =
    decision.status === 'declined' ? ['requested'] : ['requested', 'confirmed'];
  const updated = await db.transaction(async (tx) => {
    const [visit] = await tx.select().from(v).where(eq(v.id, id)).for('update');
    if (!visit) throw new DomainError('visit.not_found', `No visit request with id ${id}`);
    await assertMayHandleVisit(tx, actor, visit.lead_id);
    if (!from.includes(visit.status)) {
      throw new DomainError(
        'visit.already_decided',
        `The visit request cannot be ${decision.status}`,
      );
    }
    await tx
      .update(v)
      .set({
        status: decision.status,
        // A cancelled visit keeps the agent who had confirmed it.
        agent_id: visit.agent_id ?? actor.id,
        decided_at: now,
        decision_email_status: visit.email === null ? 'skipped' : 'pending',
      })
      .where(eq(v.id, id));
    // Every change is in the audit log (docs/product.md): who declined or cancelled, and when.
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'visit',
      entityId: id,
      label: `Visite de ${visit.full_name}`,
      changes: { status: { before: visit.status, after: decision.status } },
    });
    return visit;
  });
  if (updated.email !== null) await sendDecisionNotice(deps, id);
  return readVisit(db, id);
}
