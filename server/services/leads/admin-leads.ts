// The back-office's « Demandes »: the list with its filters, one lead with its notes, a status
// change or an assignment, a note. The first status change or note after a lead came in is its
// first response (kept once set). Access rules: lead-access.ts.
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TOwnerLeadDetails } from '../../../common/schemas/owner-lead.ts';
import type {
  TAdminLead,
  TAdminLeadDetail,
  TLeadList,
  TLeadNote,
  TLeadNoteBody,
  TLeadQuery,
  TLeadUpdate,
  TLeadVisit,
} from '../../../common/schemas/lead.ts';
import type { Db } from '../../db/client.ts';
import { statusesOfKind } from '../../../common/leads.ts';
import {
  agents,
  leadNotes,
  leads as l,
  ownerLeads,
  properties,
  propertyTypes,
  visitRequests,
} from '../../db/schema.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import type { AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';
import { recordLeadChange } from './lead-audit.ts';
import { listingIsVisible, newReportToken, reportLinkChange } from './owner-report-link.ts';
import {
  agentAfterHandling,
  assertMayAssign,
  assertMayHandle,
  mineToAnswer,
  visibleLeads,
  type LeadViewer,
} from './lead-access.ts';

const leadColumns = {
  lead: l,
  property_name: properties.name_fr,
  agent_username: agents.username,
};

type LeadRow = {
  lead: typeof l.$inferSelect;
  property_name: string | null;
  agent_username: string | null;
};

function toLead({ lead, property_name, agent_username }: LeadRow): TAdminLead {
  const responded = lead.first_response_at;
  return {
    ...lead,
    property_name,
    agent_username,
    first_response_at: responded?.toISOString() ?? null,
    first_response_seconds: responded
      ? Math.max(0, Math.round((responded.getTime() - lead.created_at.getTime()) / 1000))
      : null,
    created_at: lead.created_at.toISOString(),
    updated_at: lead.updated_at.toISOString(),
  };
}

const selectLeads = (db: Db) =>
  db
    .select(leadColumns)
    .from(l)
    .leftJoin(properties, eq(properties.id, l.property_id))
    .leftJoin(agents, eq(agents.id, l.agent_id));

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function filters(query: TLeadQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(l.status, query.status));
  if (query.kind) conditions.push(eq(l.kind, query.kind));
  if (query.agent_id !== undefined) conditions.push(eq(l.agent_id, query.agent_id));
  if (query.unassigned === 'true') conditions.push(isNull(l.agent_id));
  if (query.property_id !== undefined) conditions.push(eq(l.property_id, query.property_id));
  if (query.from) conditions.push(gte(l.created_at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(l.created_at, dayAfter(query.to)));
  return conditions;
}

export async function listLeads(db: Db, viewer: LeadViewer, query: TLeadQuery): Promise<TLeadList> {
  const visible = visibleLeads(viewer);
  const where = and(visible, ...filters(query));
  const [rows, [total], [unread]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(desc(l.created_at), desc(l.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(l).where(where),
    db
      .select({ n: count() })
      .from(l)
      .where(and(mineToAnswer(viewer), eq(l.status, 'new'))),
  ]);
  return {
    data: rows.map(toLead),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    unread: unread?.n ?? 0,
  };
}

const missing = (id: number) => new DomainError('lead.not_found', `No lead with id ${id}`);

async function notesOf(db: Db, leadId: number): Promise<TLeadNote[]> {
  const rows = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.lead_id, leadId))
    .orderBy(asc(leadNotes.created_at), asc(leadNotes.id));
  return rows.map(({ lead_id: _lead, ...note }) => ({
    ...note,
    created_at: note.created_at.toISOString(),
  }));
}

/** The lead with its notes, or null when no lead has the id; 403 when it is another agent's. */
export async function getLead(
  db: Db,
  viewer: LeadViewer,
  id: number,
): Promise<TAdminLeadDetail | null> {
  const [row] = await selectLeads(db).where(eq(l.id, id));
  if (!row) return null;
  assertMayHandle(viewer, row.lead);
  const [notes, visits, owner] = await Promise.all([
    notesOf(db, id),
    visitsOf(db, id),
    row.lead.kind === 'owner' ? ownerDetailsOf(db, id) : null,
  ]);
  return { ...toLead(row), notes, visits, owner };
}

/** An owner lead's property, photos, mandate and report (decision 0065). */
async function ownerDetailsOf(db: Db, leadId: number): Promise<TOwnerLeadDetails | null> {
  const [row] = await db
    .select({ owner: ownerLeads, property_type: propertyTypes.name_fr })
    .from(ownerLeads)
    .leftJoin(propertyTypes, eq(propertyTypes.id, ownerLeads.property_type_id))
    .where(eq(ownerLeads.lead_id, leadId));
  if (!row) return null;
  const { lead_id: _lead, ...owner } = row.owner;
  return {
    ...owner,
    property_type: row.property_type,
    published_at: owner.published_at?.toISOString() ?? null,
  };
}

/** The lead's visit requests (decision 0048), oldest first. */
async function visitsOf(db: Db, leadId: number): Promise<TLeadVisit[]> {
  const rows = await db
    .select({
      id: visitRequests.id,
      status: visitRequests.status,
      slots: visitRequests.slots,
      confirmed_start: visitRequests.confirmed_start,
      created_at: visitRequests.created_at,
    })
    .from(visitRequests)
    .where(eq(visitRequests.lead_id, leadId))
    .orderBy(asc(visitRequests.created_at), asc(visitRequests.id));
  return rows.map((visit) => ({
    ...visit,
    confirmed_start: visit.confirmed_start?.toISOString() ?? null,
    created_at: visit.created_at.toISOString(),
  }));
}

async function lockedLead(tx: Db, viewer: LeadViewer, id: number) {
  const [lead] = await tx.select().from(l).where(eq(l.id, id)).for('update');
  if (!lead) throw missing(id);
  assertMayHandle(viewer, lead);
  return lead;
}

async function assertAgentExists(tx: Db, agentId: number): Promise<void> {
  const [agent] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!agent) {
    throw new DomainError('validation.invalid', `No agent with id ${agentId}`, {
      field: 'agent_id',
    });
  }
}

/** The status a change asks for, checked against the lead's own pipeline and its rules. */
function checkStatus(
  lead: typeof l.$inferSelect,
  owner: typeof ownerLeads.$inferSelect | null,
  input: TLeadUpdate,
): void {
  if (input.status === undefined || input.status === lead.status) return;
  if (!statusesOfKind(lead.kind).includes(input.status)) {
    throw new DomainError(
      'validation.invalid',
      `status: ${input.status} is not a status of a ${lead.kind} lead (${statusesOfKind(lead.kind).join(', ')})`,
      { field: 'status' },
    );
  }
  if (lead.kind !== 'owner') return;
  if (input.status === 'lost' && !(input.lost_reason ?? owner?.lost_reason)) {
    throw new DomainError(
      'validation.required',
      'lost_reason: an owner lead is lost for a reason',
      {
        field: 'lost_reason',
      },
    );
  }
  if (input.status === 'mandate_signed' && !(input.mandate ?? owner?.mandate_type)) {
    throw new DomainError('validation.required', 'mandate: record the signed mandate', {
      field: 'mandate',
    });
  }
}

/** The owner lead's columns a change sets (lost reason, mandate, report note, publication). */
function ownerChanges(
  owner: typeof ownerLeads.$inferSelect,
  input: TLeadUpdate,
  now: Date,
): Partial<typeof ownerLeads.$inferInsert> {
  const changes: Partial<typeof ownerLeads.$inferInsert> = {};
  if (input.lost_reason !== undefined) changes.lost_reason = input.lost_reason;
  if (input.mandate) {
    changes.mandate_type = input.mandate.type;
    changes.mandate_start = input.mandate.start;
    changes.mandate_end = input.mandate.end;
    changes.mandate_fee = input.mandate.fee ?? null;
  }
  if (input.report_note !== undefined) changes.report_note = input.report_note.trim();
  if (input.status === 'published' && !owner.published_at) changes.published_at = now;
  return changes;
}

export async function updateLead(
  db: Db,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
  input: TLeadUpdate,
  now = new Date(),
): Promise<TAdminLeadDetail> {
  await db.transaction(async (tx) => {
    const lead = await lockedLead(tx, viewer, id);
    const [owner] =
      lead.kind === 'owner'
        ? await tx.select().from(ownerLeads).where(eq(ownerLeads.lead_id, id))
        : [undefined];
    const ownerFields =
      input.lost_reason !== undefined ||
      input.mandate !== undefined ||
      input.report_note !== undefined;
    if (ownerFields && !owner) {
      throw new DomainError(
        'lead.not_owner',
        'lost_reason, mandate and report_note are for owner leads',
      );
    }
    checkStatus(lead, owner ?? null, input);
    let agentId = agentAfterHandling(viewer, lead.agent_id);
    if (input.agent_id !== undefined) {
      assertMayAssign(viewer);
      if (input.agent_id !== null) await assertAgentExists(tx, input.agent_id);
      agentId = input.agent_id;
    }
    const statusChanged = input.status !== undefined && input.status !== lead.status;
    const after = { status: input.status ?? lead.status, agent_id: agentId };
    await tx
      .update(l)
      .set({
        ...after,
        first_response_at: statusChanged ? (lead.first_response_at ?? now) : lead.first_response_at,
        updated_at: now,
      })
      .where(eq(l.id, id));
    let ownerAudit = {};
    if (owner) {
      const changes = ownerChanges(owner, input, now);
      const before = Object.fromEntries(
        Object.keys(changes).map((key) => [key, owner[key as keyof typeof owner]]),
      );
      ownerAudit = fieldChanges(before, changes);
      // Published with its listing on the site: the owner's report link is made (decision 0070).
      if (
        statusChanged &&
        input.status === 'published' &&
        owner.report_token === null &&
        (await listingIsVisible(tx, lead.property_id))
      ) {
        changes.report_token = newReportToken();
        ownerAudit = { ...ownerAudit, ...reportLinkChange(null, changes.report_token) };
      }
      if (Object.keys(changes).length > 0) {
        await tx.update(ownerLeads).set(changes).where(eq(ownerLeads.lead_id, id));
      }
    }
    await recordLeadChange(tx, actor, lead, {
      ...fieldChanges({ status: lead.status, agent_id: lead.agent_id }, after),
      ...ownerAudit,
    });
  });
  return (await getLead(db, viewer, id))!;
}

export async function addLeadNote(
  db: Db,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
  input: TLeadNoteBody,
  now = new Date(),
): Promise<TAdminLeadDetail> {
  await db.transaction(async (tx) => {
    const lead = await lockedLead(tx, viewer, id);
    await tx.insert(leadNotes).values({
      lead_id: id,
      author_id: viewer.id,
      author_name: viewer.username,
      body: input.body,
      created_at: now,
    });
    const agentId = agentAfterHandling(viewer, lead.agent_id);
    await tx
      .update(l)
      .set({
        agent_id: agentId,
        first_response_at: sql`coalesce(${l.first_response_at}, ${now})`,
        updated_at: now,
      })
      .where(eq(l.id, id));
    // A note is an entry of its lead's history: its text, and the agent when handling took it.
    await recordLeadChange(
      tx,
      actor,
      lead,
      fieldChanges(
        { note: null, agent_id: lead.agent_id },
        { note: input.body, agent_id: agentId },
      ),
    );
  });
  return (await getLead(db, viewer, id))!;
}
