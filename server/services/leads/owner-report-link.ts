// The owner's private report link (/owner/{token}, decision 0070): made when the owner lead is
// published with its visible listing, or on demand from the back-office once it is published;
// revoked from there (the token is forgotten: the old link answers 404), and made again at will.
// The token is a credential: the audit log records that a link was made or revoked, never it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, ownerLeads, properties } from '../../db/schema.ts';
import type { AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';
import { assertMayHandle, type LeadViewer } from './lead-access.ts';
import { recordLeadChange } from './lead-audit.ts';

/** 24 random bytes (192 bits), 32 URL-safe characters. */
export const newReportToken = (): string => randomBytes(24).toString('base64url');

/** The audit entry's change of the link: whether one is active, never the token itself. */
export const reportLinkChange = (before: string | null, after: string | null) => ({
  report_link: { before: before !== null, after: after !== null },
});

/** Whether a lead's listing is on the site (a published lead's report starts then). */
export async function listingIsVisible(tx: Db, propertyId: number | null): Promise<boolean> {
  if (propertyId === null) return false;
  const [row] = await tx
    .select({ visible: properties.isVisible })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.visible === true;
}

async function lockedOwnerLead(tx: Db, viewer: LeadViewer, id: number) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!lead) throw new DomainError('lead.not_found', `No lead with id ${id}`);
  assertMayHandle(viewer, lead);
  const [owner] = await tx.select().from(ownerLeads).where(eq(ownerLeads.lead_id, id));
  if (lead.kind !== 'owner' || !owner) {
    throw new DomainError('lead.not_owner', 'Only an owner lead has a report link');
  }
  return { lead, owner };
}

type LockedOwnerLead = Awaited<ReturnType<typeof lockedOwnerLead>>;

/**
 * Sets the lead's token to what `next` answers (undefined: nothing to change), with its audit
 * entry, the lead locked meanwhile.
 */
async function changeReportLink(
  db: Db,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
  next: (locked: LockedOwnerLead) => string | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockedOwnerLead(tx, viewer, id);
    const token = next(locked);
    if (token === undefined) return;
    await tx.update(ownerLeads).set({ report_token: token }).where(eq(ownerLeads.lead_id, id));
    await recordLeadChange(
      tx,
      actor,
      locked.lead,
      reportLinkChange(locked.owner.report_token, token),
    );
  });
}

/**
 * « Créer le lien du propriétaire »: a new token (a link still active is replaced: the old one
 * stops working). The lead must be published and have its listing.
 */
export function createReportLink(
  db: Db,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
): Promise<void> {
  return changeReportLink(db, viewer, actor, id, ({ lead, owner }) => {
    if (lead.status !== 'published' || !owner.published_at || lead.property_id === null) {
      throw new DomainError(
        'lead.not_published',
        'The report link follows publication: set the lead to published, with its listing',
      );
    }
    return newReportToken();
  });
}

/** « Révoquer le lien »: the token is forgotten, the link answers 404 from now on. */
export function revokeReportLink(
  db: Db,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
): Promise<void> {
  return changeReportLink(db, viewer, actor, id, ({ owner }) =>
    owner.report_token === null ? undefined : null,
  );
}
