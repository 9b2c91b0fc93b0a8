// The owner's report page /owner/{token} as the production server renders it (no script): the
// weeks and totals from the listing's statistics, the price per m² against its comparables, the
// agent's note, in French and in Arabic; never indexed (meta and header), never shared by a cache;
// an unknown, malformed or revoked link is the site's 404 page (decision 0070).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../common/calendar.ts';
import { leads, ownerLeads, propertyDailyStats } from '../../server/db/schema.ts';
import { statsDay } from '../../server/services/listings/property-counters.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty, referenceIds } from '../helpers/factories.ts';
import { createHydraListingWithComparables } from '../helpers/owner-report.ts';

let t: TestApp;
let leadId: number;
const TOKEN = 'page-test-report-token-000000001';

const get = (url: string, language = 'fr') =>
  t.app.inject({ url, headers: { cookie: `language=${language}` } });
const flat = (html: string) => html.replace(/[\s\u202f\u00a0]+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'production' });
  const db = t.services.db;
  const refs = await referenceIds(db);
  const listing = await createHydraListingWithComparables(db, refs);
  const [lead] = await db
    .insert(leads)
    .values({
      full_name: 'Samira Benali',
      phone_number: '+213550123456',
      message: 'Villa',
      source: 'owner',
      kind: 'owner',
      status: 'published',
      property_id: listing.id,
    })
    .returning({ id: leads.id });
  leadId = lead!.id;
  // Published eight days ago: two or three weeks, whatever the weekday today.
  await db.insert(ownerLeads).values({
    lead_id: leadId,
    deal: 'sell',
    property_type_id: refs.types.apartment!,
    wilaya_id: 16,
    published_at: new Date(Date.now() - 8 * 86_400_000),
    report_token: TOKEN,
    report_note: 'Visites groupées samedi matin.',
  });
  await db
    .insert(propertyDailyStats)
    .values({ property_id: listing.id, day: statsDay(), views: 1234, whatsapp_clicks: 3 });
}, 120_000);
afterAll(() => t?.close());

describe('GET /owner/{token}', () => {
  it('shows the weeks, the comparison and the note in French, never indexed', async () => {
    const response = await get(`/owner/${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = flat(response.body);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain('og:title');
    expect(html).toContain('Le point sur votre annonce');
    expect(html).toContain('Appartement F4 à Hydra');
    expect(html).toContain('1,5 Md');
    expect(html).toContain('data-testid="report-total-views">1 234<');
    expect(html.match(/data-testid="report-week"/g)!.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('Votre annonce : 150 000 DA le m²');
    expect(html).toContain('de 120 000 DA à 160 000 DA le m² (médiane 140 000 DA)');
    expect(html).toContain('Votre prix au m² est dans la moitié centrale des comparables.');
    expect(html).toContain('Visites groupées samedi matin.');
    expect(html).not.toContain('Samira');
  });

  it('says a rent is monthly', async () => {
    const db = t.services.db;
    const rental = await createProperty(db, { base_price: 65_000 });
    const [lead] = await db
      .insert(leads)
      .values({
        full_name: 'Loueur',
        message: '',
        source: 'owner',
        kind: 'owner',
        property_id: rental.id,
      })
      .returning({ id: leads.id });
    await db.insert(ownerLeads).values({
      lead_id: lead!.id,
      deal: 'rent',
      wilaya_id: 16,
      published_at: new Date(),
      report_token: 'page-test-report-token-rent-0001',
    });
    const html = flat((await get('/owner/page-test-report-token-rent-0001')).body);
    const price = /data-testid="report-price">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(price).toContain('6,5 m');
    expect(price).toContain('/ mois');
    expect(html).toContain('Votre agent n’a pas encore écrit de prochaines étapes.');
    // Published today: its one week is a single day, not « Du 29 au 29 novembre 2026 ».
    expect(html).toContain(`>Le ${formatLongDate(new Date(), 'fr')}<`);
    expect(html).not.toMatch(/Du (\d+) au \1 /);
    const ar = flat((await get('/owner/page-test-report-token-rent-0001', 'ar')).body);
    expect(ar).toContain(`>يوم ${formatLongDate(new Date(), 'ar')}<`);
  });

  it('is in Arabic, right to left', async () => {
    const html = flat((await get(`/owner/${TOKEN}`, 'ar')).body);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('حصيلة إعلانك');
    expect(html).toContain('الزيارات المنجزة');
  });

  it('answers the 404 page for an unknown, malformed or revoked link', async () => {
    for (const token of ['no-such-report-token-000000000', 'short', '%27%20or%201=1']) {
      const response = await get(`/owner/${token}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.body).toContain('noindex');
    }
    await t.services.db
      .update(ownerLeads)
      .set({ report_token: null })
      .where(eq(ownerLeads.lead_id, leadId));
    expect((await get(`/owner/${TOKEN}`)).statusCode).toBe(404);
  });
});
