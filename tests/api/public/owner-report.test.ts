// The owner's report (decision 0070): GET /api/owner-report/{token}. Its weeks are the listing's
// statistics summed per Monday-based Algiers week since publication (exact figures over a fixed
// clock, and the same totals as GET /api/admin/property/{id}/stats); the link is made when the
// lead is published with its visible listing, made again and revoked from the back-office (404
// then), only by the lead's agent; the answer holds no buyer's name, phone, e-mail or message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOwnerReport } from '../../../common/schemas/owner-report.ts';
import {
  auditLog,
  leads,
  ownerLeads,
  propertyDailyStats,
  visitRequests,
} from '../../../server/db/schema.ts';
import { propertyStats } from '../../../server/services/listings/property-performance.ts';
import { statsDay } from '../../../server/services/listings/property-counters.ts';
import { mondayOf, ownerReport } from '../../../server/services/leads/owner-report.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAdminAndTwoAgents, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty, referenceIds, type RefIds } from '../../helpers/factories.ts';
import { createHydraListingWithComparables } from '../../helpers/owner-report.ts';

let t: TestApp;
let admin: LoggedIn;
let agent: LoggedIn;
let other: LoggedIn;
let refs: RefIds;

const BUYER = {
  full_name: 'Karim Haddad',
  phone_number: '+213661998877',
  email: 'karim.haddad@example.dz',
  message: 'Je souhaite visiter samedi',
};
const OWNER = { full_name: 'Samira Benali', phone_number: '+213550123456' };

/** An owner lead assigned to `agentId` whose listing is `propertyId`, at `status`. */
async function ownerLead(
  propertyId: number,
  agentId: number,
  status: 'mandate_signed' | 'published' = 'mandate_signed',
  publishedAt: Date | null = null,
): Promise<number> {
  const db = t.services.db;
  const [lead] = await db
    .insert(leads)
    .values({
      ...OWNER,
      message: 'Villa avec jardin.',
      source: 'owner',
      kind: 'owner',
      status,
      agent_id: agentId,
      property_id: propertyId,
      created_at: new Date('2026-01-05T09:00:00Z'),
    })
    .returning({ id: leads.id });
  await db.insert(ownerLeads).values({
    lead_id: lead!.id,
    deal: 'sell',
    property_type_id: refs.types.apartment!,
    wilaya_id: 16,
    commune: 'Hydra',
    mandate_type: 'exclusive',
    mandate_start: '2026-01-10',
    mandate_end: '2026-07-10',
    published_at: publishedAt,
  });
  return lead!.id;
}

const report = (token: string, query = '') =>
  t.app.inject({ url: `/api/owner-report/${token}${query}` });
const leadOf = (who: LoggedIn, id: number) => who.inject({ url: `/api/admin/leads/${id}` });

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  refs = await referenceIds(t.services.db);
  [admin, agent, other] = await loginAdminAndTwoAgents(t);
});
afterAll(() => t?.close());

describe('the report’s figures (a fixed clock)', () => {
  // Published on Wednesday 4 March 2026 at 11:00 in Algiers; read on Thursday 19 March at 13:00.
  const published = new Date('2026-03-04T10:00:00Z');
  const now = new Date('2026-03-19T12:00:00Z');

  it('sums the listing’s statistics per Monday-based week since publication', async () => {
    const db = t.services.db;
    const listing = await createHydraListingWithComparables(db, refs);
    const leadId = await ownerLead(listing.id, agent.agent.id, 'published', published);
    const token = 'fixed-clock-report-token-0001';
    await db
      .update(ownerLeads)
      .set({ report_token: token, report_note: 'Baisse de prix ?' })
      .where(eq(ownerLeads.lead_id, leadId));

    await db.insert(propertyDailyStats).values([
      // The day before publication: not the report's.
      { property_id: listing.id, day: '2026-03-03', views: 50, phone_clicks: 50 },
      { property_id: listing.id, day: '2026-03-04', views: 7, phone_clicks: 1, shares: 3 },
      { property_id: listing.id, day: '2026-03-08', views: 5, whatsapp_clicks: 2 },
      { property_id: listing.id, day: '2026-03-09', views: 11, phone_clicks: 2 },
      { property_id: listing.id, day: '2026-03-19', views: 4, whatsapp_clicks: 1 },
      // Tomorrow: not yet.
      { property_id: listing.id, day: '2026-03-20', views: 99 },
    ]);
    await db.insert(leads).values([
      {
        ...BUYER,
        property_id: listing.id,
        source: 'property',
        created_at: new Date('2026-03-10T08:00:00Z'),
      },
      // 23:30 on Sunday in Algiers is still Sunday: the first week's.
      {
        ...BUYER,
        property_id: listing.id,
        source: 'property',
        created_at: new Date('2026-03-08T22:30:00Z'),
      },
    ]);
    const visit = { ...BUYER, property_id: listing.id, locale: 'fr' as const, lead_id: leadId };
    await db.insert(visitRequests).values([
      {
        ...visit,
        slots: ['2026-03-12T09:00:00Z'],
        status: 'confirmed',
        confirmed_start: new Date('2026-03-12T09:00:00Z'),
        created_at: new Date('2026-03-10T09:00:00Z'),
      },
      {
        // Confirmed for this afternoon: requested this week, not done yet.
        ...visit,
        slots: ['2026-03-19T14:00:00Z'],
        status: 'confirmed',
        confirmed_start: new Date('2026-03-19T14:00:00Z'),
        created_at: new Date('2026-03-17T09:00:00Z'),
      },
      {
        ...visit,
        slots: ['2026-03-13T09:00:00Z'],
        status: 'declined',
        created_at: new Date('2026-03-11T09:00:00Z'),
      },
    ]);

    const answer = await ownerReport(db, token, 'fr', now);
    const zero = {
      views: 0,
      phone_clicks: 0,
      whatsapp_clicks: 0,
      leads: 0,
      visits: 0,
      visits_done: 0,
    };
    expect(answer.weeks).toEqual([
      {
        ...zero,
        week: '2026-03-16',
        from: '2026-03-16',
        to: '2026-03-19',
        views: 4,
        whatsapp_clicks: 1,
        visits: 1,
      },
      {
        ...zero,
        week: '2026-03-09',
        from: '2026-03-09',
        to: '2026-03-15',
        views: 11,
        phone_clicks: 2,
        leads: 1,
        visits: 2,
        visits_done: 1,
      },
      {
        ...zero,
        week: '2026-03-02',
        from: '2026-03-04',
        to: '2026-03-08',
        views: 12,
        phone_clicks: 1,
        whatsapp_clicks: 2,
        leads: 1,
      },
    ]);
    expect(answer.totals).toEqual({
      views: 27,
      phone_clicks: 3,
      whatsapp_clicks: 3,
      leads: 2,
      visits: 3,
      visits_done: 1,
    });
    // The back-office's statistics over the same days say the same (the owner lead is no enquiry).
    const stats = await propertyStats(
      db,
      listing.id,
      { from: '2026-03-04', to: '2026-03-19' },
      now,
    );
    for (const [name, value] of Object.entries(answer.totals)) {
      expect(stats.totals[name as keyof typeof stats.totals], name).toBe(value);
    }
    expect(answer).toMatchObject({
      listing: {
        id: listing.id,
        title: 'Appartement F4 à Hydra',
        price: 15_000_000,
        deal: 'sell',
        url: `/property/${listing.id}`,
        visible: true,
      },
      published_at: published.toISOString(),
      // The listing is not its own comparable.
      price_per_m2: {
        listing: 150_000,
        comparables: 5,
        scope: 'commune',
        range: { low: 120_000, median: 140_000, high: 160_000 },
      },
      note: 'Baisse de prix ?',
      generated_at: now.toISOString(),
    });
  });

  it('cuts weeks on Mondays in Algiers time', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
});

describe('GET /api/owner-report/{token}', () => {
  let listingId: number;
  let leadId: number;
  let token: string;

  it('is made when the lead is published with its visible listing, in the lead’s audit', async () => {
    const db = t.services.db;
    const listing = await createProperty(db, { property_types: [refs.types.apartment!] });
    listingId = listing.id;
    leadId = await ownerLead(listing.id, agent.agent.id);
    const before = (await leadOf(agent, leadId)).json();
    expect(before.owner.report_token).toBeNull();

    const published = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${leadId}`,
      payload: { status: 'published', report_note: 'Visites groupées samedi.' },
    });
    expect(published.statusCode, published.body).toBe(200);
    token = published.json().owner.report_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const entries = await db.select().from(auditLog).where(eq(auditLog.entity_id, leadId));
    const text = JSON.stringify(entries);
    expect(text).toContain('report_link');
    expect(text).not.toContain(token);
  });

  it('answers the listing’s figures, the same as its statistics, without buyers’ details', async () => {
    const db = t.services.db;
    const today = statsDay();
    await db.insert(propertyDailyStats).values({
      property_id: listingId,
      day: today,
      views: 6,
      phone_clicks: 2,
      whatsapp_clicks: 1,
    });
    await db.insert(leads).values({ ...BUYER, property_id: listingId, source: 'property' });
    await db.insert(visitRequests).values({
      ...BUYER,
      property_id: listingId,
      locale: 'fr',
      slots: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
    });

    const response = await report(token, '?locale=ar');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body: TOwnerReport = response.json();
    expect(body.weeks[0]).toMatchObject({ week: mondayOf(today), to: today });
    expect(body.note).toBe('Visites groupées samedi.');
    expect(body.listing.title).toMatch(/^شقة/);

    const stats = (
      await agent.inject({
        url: `/api/admin/property/${listingId}/stats?from=${statsDay(new Date(body.published_at))}`,
      })
    ).json();
    expect(body.totals).toEqual({
      views: stats.totals.views,
      phone_clicks: stats.totals.phone_clicks,
      whatsapp_clicks: stats.totals.whatsapp_clicks,
      leads: stats.totals.leads,
      visits: stats.totals.visits,
      visits_done: stats.totals.visits_done,
    });
    expect(body.totals).toMatchObject({
      views: 6,
      phone_clicks: 2,
      whatsapp_clicks: 1,
      leads: 1,
      visits: 1,
    });

    const text = response.body;
    for (const secret of [
      ...Object.values(BUYER),
      ...Object.values(OWNER),
      '0555 12 34 56',
      'vendeur@example.dz',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('answers 404 with the error shape for an unknown token, 400 for a malformed one', async () => {
    const unknown = await report('no-such-token-anywhere-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'owner_report.not_found' });
    const malformed = await report('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation.invalid_format', field: 'token' });
  });

  it('refuses another agent; a revoked link answers 404, a new one works', async () => {
    const url = `/api/admin/leads/${leadId}/report-link`;
    expect((await other.inject({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await other.inject({ method: 'POST', url })).statusCode).toBe(403);
    expect((await report(token)).statusCode).toBe(200);

    const revoked = await agent.inject({ method: 'DELETE', url });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().owner.report_token).toBeNull();
    const gone = await report(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'owner_report.not_found' });

    const made = await agent.inject({ method: 'POST', url });
    expect(made.statusCode, made.body).toBe(200);
    const fresh = made.json().owner.report_token;
    expect(fresh).not.toBe(token);
    expect((await report(fresh)).statusCode).toBe(200);
    expect((await report(token)).statusCode).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await report(fresh)).statusCode).toBe(404);
  });

  it('is made on demand only for a published owner lead; a hidden listing gets none by itself', async () => {
    const db = t.services.db;
    const hidden = await createProperty(db, { isVisible: false });
    const id = await ownerLead(hidden.id, agent.agent.id);
    const early = await agent.inject({ method: 'POST', url: `/api/admin/leads/${id}/report-link` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'lead.not_published' });
    const published = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${id}`,
      payload: { status: 'published' },
    });
    expect(published.json().owner.report_token).toBeNull();

    const [buyer] = await db
      .insert(leads)
      .values({ ...BUYER, source: 'property', agent_id: agent.agent.id })
      .returning({ id: leads.id });
    const notOwner = await agent.inject({
      method: 'POST',
      url: `/api/admin/leads/${buyer!.id}/report-link`,
    });
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json()).toMatchObject({ code: 'lead.not_owner' });
  });
});
