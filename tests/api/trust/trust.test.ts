// Trust (issue 12): verified properties and the public filter, stale listings (review list,
// confirmation, unpublishing after the configured delay), duplicate warnings (same type within
// 150 m and 10% of the price, or the same first image), the quality score, the agency identity.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { listReferenceItems } from '../../../server/services/reference/reference-lists.ts';
import { hideStaleListings } from '../../../server/services/trust/stale.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { multipart } from '../../helpers/multipart.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A picture with a clear left-to-right gradient (the same dHash at any size). */
async function gradientJpeg(width: number, height: number, reversed = false): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = Math.round(((reversed ? width - x : x) / width) * 255);
      pixels.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('trust', () => {
  let t: TestApp;
  let staff: LoggedIn;
  let boss: LoggedIn;
  let villa = 0;
  let apartment = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    staff = await loginAs(t, 'agent');
    boss = await loginAs(t, 'superadmin');
    const types = await listReferenceItems(t.services.db, 'types');
    villa = types.find((item) => item.key === 'villa')!.id;
    apartment = types.find((item) => item.key === 'apartment')!.id;
  });
  afterAll(() => t.close());

  const adminGet = async (id: number) =>
    (await staff.inject({ url: `/api/admin/property/${id}` })).json();
  const publicIds = async (query: string) =>
    (
      (await t.app.inject({ url: `/api/properties?limit=100&${query}` })).json().data as {
        id: number;
      }[]
    ).map((card) => card.id);

  it('marks a property verified by the logged-in staff member, and filters on it', async () => {
    const checked = await createProperty(t.services.db, { name_fr: 'Vérifiée' });
    const other = await createProperty(t.services.db, { name_fr: 'Non vérifiée' });

    const response = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${checked.id}/verify`,
      payload: { verified: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: checked.id,
      verified_by: staff.agent.id,
      verified_by_username: staff.agent.username,
    });
    expect(Date.now() - Date.parse(response.json().verified_at)).toBeLessThan(60_000);
    expect((await adminGet(checked.id)).verified_by).toBe(staff.agent.id);

    // Public: the filter, and the date on the card and the details.
    const verifiedOnly = await publicIds('verified=true');
    expect(verifiedOnly).toContain(checked.id);
    expect(verifiedOnly).not.toContain(other.id);
    expect(await publicIds('verified=false')).toEqual(
      expect.arrayContaining([checked.id, other.id]),
    );
    const details = (await t.app.inject({ url: `/api/properties/${checked.id}` })).json();
    expect(details.verified_at).toBe(response.json().verified_at);
    const card = (await t.app.inject({ url: `/api/properties?verified=true` }))
      .json()
      .data.find((c: { id: number }) => c.id === checked.id);
    expect(card.verified_at).not.toBeNull();

    // The CMS list filters on it too.
    const cms = (await staff.inject({ url: '/api/admin/property?verified=true&limit=100' })).json();
    expect(cms.data.map((p: { id: number }) => p.id)).toEqual([checked.id]);

    const unset = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${checked.id}/verify`,
      payload: { verified: false },
    });
    expect(unset.json()).toMatchObject({ verified_at: null, verified_by: null });
    expect(await publicIds('verified=true')).not.toContain(checked.id);
  });

  it('answers bad trust input with a 4xx, never a 500', async () => {
    const bad = [
      await staff.inject({ method: 'PATCH', url: '/api/admin/property/1/verify', payload: {} }),
      await staff.inject({
        method: 'PATCH',
        url: '/api/admin/property/1/verify',
        payload: { verified: 'maybe' },
      }),
      await t.app.inject({ url: '/api/properties?verified=perhaps' }),
      await staff.inject({ url: '/api/admin/property?stale=soon' }),
      await staff.inject({ url: '/api/admin/property/abc/duplicates' }),
    ];
    for (const response of bad) expect(response.statusCode).toBe(400);
    const missing = [
      await staff.inject({
        method: 'PATCH',
        url: '/api/admin/property/999999/verify',
        payload: { verified: true },
      }),
      await staff.inject({ method: 'POST', url: '/api/admin/property/999999/confirm' }),
      await staff.inject({ url: '/api/admin/property/999999/duplicates' }),
    ];
    for (const response of missing) expect(response.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/property/1/verify',
      payload: { verified: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const setting = await staff.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { latitude: 36.6, longitude: 2.4, stale_hide_after_days: 10 },
    });
    expect(setting.statusCode).toBe(403);
    const negative = await boss.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { latitude: 36.6, longitude: 2.4, stale_hide_after_days: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('lists stale listings for review, confirms them, and unpublishes them after the delay', async () => {
    const { db } = t.services;
    const fresh = await createProperty(db, { updated_at: daysAgo(10) });
    const stale = await createProperty(db, { updated_at: daysAgo(100) });
    const old = await createProperty(db, { updated_at: daysAgo(200) });

    const review = (await staff.inject({ url: '/api/admin/property?stale=true&limit=100' })).json();
    const reviewIds = review.data.map((p: { id: number }) => p.id);
    expect(reviewIds).toEqual(expect.arrayContaining([stale.id, old.id]));
    expect(reviewIds).not.toContain(fresh.id);
    expect((await adminGet(stale.id)).stale).toBe(true);
    expect((await adminGet(fresh.id)).stale).toBe(false);

    // The delay is a general-info setting: 30 days by default, so 100 days old stays public
    // (90 + 30 = 120) and 200 days old is unpublished.
    const saved = await boss.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { latitude: 36.59, longitude: 2.44, approval_number: '16/0042/2021' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().stale_hide_after_days).toBe(30);
    expect(await publicIds('')).toEqual(expect.arrayContaining([fresh.id, stale.id]));
    expect(await publicIds('')).not.toContain(old.id);
    const hidden = await adminGet(old.id);
    expect(hidden.isVisible).toBe(false);
    expect(hidden.stale_hidden_at).not.toBeNull();
    expect((await t.app.inject({ url: `/api/properties/${old.id}` })).statusCode).toBe(404);

    // Staff confirm it is still current: back in public, no longer stale.
    const confirmed = await staff.inject({
      method: 'POST',
      url: `/api/admin/property/${old.id}/confirm`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      stale: false,
      isVisible: true,
      stale_hidden_at: null,
    });
    expect(await publicIds('')).toContain(old.id);

    // A shorter delay applies at once; null means never.
    await boss.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { latitude: 36.59, longitude: 2.44, stale_hide_after_days: 5 },
    });
    expect(await publicIds('')).not.toContain(stale.id);
    // Publishing it again from the list's switch is a review too.
    const toggled = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${stale.id}/toggle/isVisible`,
    });
    expect(toggled.json().value).toBe(true);
    expect(await adminGet(stale.id)).toMatchObject({ stale: false, stale_hidden_at: null });
    await boss.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { latitude: 36.59, longitude: 2.44, stale_hide_after_days: null },
    });
    await db
      .update(schema.properties)
      .set({ updated_at: daysAgo(1000) })
      .where(eq(schema.properties.id, stale.id));
    expect(await hideStaleListings(db)).toBe(0);
    expect(await publicIds('')).toContain(stale.id);
    // A staff member who hid a listing by hand is not overruled by a confirmation.
    await db
      .update(schema.properties)
      .set({ isVisible: false, updated_at: daysAgo(100) })
      .where(eq(schema.properties.id, fresh.id));
    await staff.inject({ method: 'POST', url: `/api/admin/property/${fresh.id}/confirm` });
    expect((await adminGet(fresh.id)).isVisible).toBe(false);
  });

  it('warns about nearby properties of the same type and price, with their links', async () => {
    const { db } = t.services;
    await db.execute(sql`update properties set is_visible = false`);
    const base = { latitude: 36.7, longitude: 3.1, base_price: 20_000_000 };
    const original = await createProperty(db, { ...base, property_types: [villa] });
    // ~100 m north, 5% dearer: a duplicate.
    const near = await createProperty(db, {
      latitude: 36.7009,
      longitude: 3.1,
      base_price: 21_000_000,
      property_types: [villa],
    });
    // ~300 m away / 20% dearer / another type / hidden: not duplicates.
    await createProperty(db, { ...base, latitude: 36.7027, property_types: [villa] });
    await createProperty(db, { ...base, base_price: 24_000_000, property_types: [villa] });
    await createProperty(db, { ...base, property_types: [apartment] });
    await createProperty(db, { ...base, property_types: [villa], isVisible: false });

    const response = await staff.inject({ url: `/api/admin/property/${near.id}/duplicates` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        id: original.id,
        reasons: ['nearby_same_price'],
        distance_m: expect.any(Number),
      }),
    ]);
    const distance = response.json().data[0].distance_m;
    expect(distance).toBeGreaterThan(90);
    expect(distance).toBeLessThan(110);
  });

  it('warns about an identical first image, by its perceptual hash computed at upload', async () => {
    const { db } = t.services;
    const upload = async (data: Buffer) =>
      (
        await staff.inject({
          method: 'POST',
          url: '/api/admin/upload',
          ...multipart([{ filename: 'photo.jpg', data }]),
        })
      ).json().files[0].path as string;
    // The same picture uploaded twice at different sizes, and a different one.
    const first = await upload(await gradientJpeg(640, 480));
    const again = await upload(await gradientJpeg(1200, 900));
    const different = await upload(await gradientJpeg(640, 480, true));
    const [a, b] = await db
      .select({ path: schema.media.path, dhash: schema.media.dhash })
      .from(schema.media)
      .where(sql`${schema.media.path} in (${first}, ${again})`);
    expect(a!.dhash).toMatch(/^[0-9a-f]{16}$/);
    expect(a!.dhash).toBe(b!.dhash);

    const create = async (images: string[], name: string) =>
      (
        await staff.inject({
          method: 'POST',
          url: '/api/admin/property',
          payload: {
            name_fr: name,
            name_en: name,
            name_ar: name,
            base_price: 1_000_000 + images.length,
            images,
          },
        })
      ).json().id as number;
    const listed = await create([first], 'Annonce originale');
    const copy = await create([again, different], 'Annonce copiée');
    const unrelated = await create([different], 'Autre annonce');

    const warnings = (await staff.inject({ url: `/api/admin/property/${copy}/duplicates` })).json();
    expect(warnings.data).toEqual([
      expect.objectContaining({
        id: listed,
        name_fr: 'Annonce originale',
        reasons: ['same_first_image'],
      }),
    ]);
    const none = (
      await staff.inject({ url: `/api/admin/property/${unrelated}/duplicates` })
    ).json();
    expect(none.data).toEqual([]);
  });

  it('computes the quality score on every save and sorts the CMS list on it', async () => {
    const bare = await staff.inject({
      method: 'POST',
      url: '/api/admin/property',
      payload: { name_fr: 'Nue', name_en: 'Bare', name_ar: 'عارية', base_price: 5_000_000 },
    });
    expect(bare.json().quality_score).toBe(0);
    const id = bare.json().id as number;
    const long = 'Un appartement lumineux et spacieux. '.repeat(6);
    const rich = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}`,
      payload: {
        description_fr: long,
        latitude: 36.7,
        longitude: 3.05,
        youtube_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      },
    });
    // French description 10 + coordinates 15 + video 15.
    expect(rich.json().quality_score).toBe(40);
    const sorted = (
      await staff.inject({ url: '/api/admin/property?order_by=quality_desc&limit=100' })
    ).json();
    const scores = sorted.data
      .map((p: { quality_score: number | null }) => p.quality_score)
      .filter((score: number | null) => score !== null);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores[0]).toBeGreaterThanOrEqual(40);
  });

  it("shows the agency's approval number and address publicly", async () => {
    await boss.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: {
        latitude: 36.59,
        longitude: 2.44,
        approval_number: '42/0157/2019',
        address_fr: '12 rue de la Gare, Tipaza',
      },
    });
    const info = (await t.app.inject({ url: '/api/genInfo?locale=fr' })).json();
    expect(info).toMatchObject({
      approval_number: '42/0157/2019',
      address: '12 rue de la Gare, Tipaza',
    });
  });
});
