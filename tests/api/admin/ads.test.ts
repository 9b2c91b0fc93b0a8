import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';

describe('admin ads', () => {
  let t: TestApp;
  let staff: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    // Ads and the reference lists are the superadmin's (decision 0037).
    staff = await loginAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  const full = {
    name_fr: 'Meubles Tipaza',
    name_en: 'Tipaza Furniture',
    name_ar: 'أثاث تيبازة',
    isVisible: true,
    isLinkOnly: false,
    urlLink: 'https://meubles-tipaza.example.dz',
    whoAreWeFr: 'Fabricant de meubles depuis 1990.',
    whoAreWeEn: 'Furniture maker since 1990.',
    whoAreWeAr: 'صانع أثاث منذ 1990.',
    ourProductFr: 'Cuisines, salons, chambres.',
    ourProductEn: 'Kitchens, living rooms, bedrooms.',
    ourProductAr: 'مطابخ، صالونات، غرف نوم.',
    youtubeVideo: 'https://www.youtube.com/watch?v=abc123',
    workHoursFr: '09:00 - 17:30, sauf vendredi',
    workHoursEn: '09:00 - 17:30, except Friday',
    workHoursAr: '09:00 - 17:30، ماعدا الجمعة',
    fullAddressFr: 'Cité 100 logements, Tipaza',
    fullAddressEn: '100 Housing Estate, Tipaza',
    fullAddressAr: 'حي 100 مسكن، تيبازة',
    googleMapLink: 'https://maps.google.com/?q=36.59,2.44',
    lattitude: '36.59',
    longitude: 2.44,
    images: [] as string[],
    phoneNumber: '0550 00 00 00',
    email: 'contact@meubles-tipaza.example.dz',
    websiteLink: 'https://meubles-tipaza.example.dz',
    facebook: 'https://facebook.com/meublestipaza',
    insta: 'https://instagram.com/meublestipaza',
    tiktok: 'https://tiktok.com/@meublestipaza',
    youtube: 'https://youtube.com/@meublestipaza',
    whatsUp: '+213550000000',
  };
  const create = (body: object) =>
    staff.inject({ method: 'POST', url: '/api/admin/ad', payload: body });

  it('creates an ad with every field, and reads it back', async () => {
    const response = await create(full);
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toMatchObject({ ...full, lattitude: 36.59, name: 'Meubles Tipaza' });
    const read = await staff.inject({ url: `/api/admin/ads/${ad.id}?locale=ar` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...ad, name: 'أثاث تيبازة' });
  });

  it('lists ads with text, visibility, order and paging', async () => {
    await create({ ...full, name_fr: 'Zénith Immobilier', isVisible: false });
    const all = await staff.inject({ url: '/api/admin/ads?limit=2' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, limit: 2 });
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    expect(all.json().data).toHaveLength(2);
    const hidden = await staff.inject({ url: '/api/admin/ads?is_visible=false' });
    expect(hidden.json().data.map((a: { name_fr: string }) => a.name_fr)).toEqual([
      'Zénith Immobilier',
    ]);
    const byText = await staff.inject({ url: '/api/admin/ads?text=z%C3%A9nith' });
    expect(byText.json().total).toBe(1);
    const percent = await staff.inject({ url: '/api/admin/ads?text=%25' });
    expect(percent.json().total).toBe(0);
    const ordered = await staff.inject({ url: '/api/admin/ads?order_by=name_asc&limit=100' });
    const names = ordered.json().data.map((a: { name_fr: string }) => a.name_fr.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await staff.inject({ url: '/api/admin/ads?order_by=popularity' });
    expect(bad.statusCode).toBe(400);
  });

  it('updates only what is given; a bad update changes nothing', async () => {
    const ad = (await create(full)).json();
    const response = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${ad.id}`,
      payload: { name_fr: 'Meubles Tipaza & Fils', email: '', lattitude: null, longitude: null },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name_fr: 'Meubles Tipaza & Fils',
      name_en: 'Tipaza Furniture',
      email: null,
      lattitude: null,
    });
    for (const body of [
      { urlLink: null, isLinkOnly: true },
      { lattitude: 48.8 },
      { facebook: 'javascript:alert(1)' },
      { images: ['/media/2026/nothere'] },
      { bannerImage: '/etc/passwd' },
      { name_fr: '' },
      {},
    ]) {
      const bad = await staff.inject({
        method: 'PATCH',
        url: `/api/admin/ads/${ad.id}`,
        payload: body,
      });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect((await staff.inject({ url: `/api/admin/ads/${ad.id}` })).json()).toEqual(updated);
    }
  });

  it('refuses an ad without a French name, or link-only without a link', async () => {
    expect((await create({ name_en: 'x' })).statusCode).toBe(400);
    const linkOnly = await create({ name_fr: 'Lien', isLinkOnly: true });
    expect(linkOnly.statusCode).toBe(400);
    expect(linkOnly.json().message).toMatch(/urlLink/);
  });

  it('toggles isVisible and isLinkOnly, and refuses other fields', async () => {
    const ad = (await create(full)).json();
    for (const field of ['isVisible', 'isLinkOnly']) {
      const response = await staff.inject({
        method: 'PATCH',
        url: `/api/admin/ads/${ad.id}/toggle/${field}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: ad.id, field, value: !ad[field] });
      const read = await staff.inject({ url: `/api/admin/ads/${ad.id}` });
      expect(read.json()[field]).toBe(!ad[field]);
    }
    const other = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${ad.id}/toggle/email`,
    });
    expect(other.statusCode).toBe(400);
    const noLink = (await create({ name_fr: 'Sans lien' })).json();
    const refused = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${noLink.id}/toggle/isLinkOnly`,
    });
    expect(refused.statusCode).toBe(400);
    expect((await staff.inject({ url: `/api/admin/ads/${noLink.id}` })).json().isLinkOnly).toBe(
      false,
    );
  });

  it('deletes an ad; unknown ids answer 404; no token answers 401', async () => {
    const ad = (await create(full)).json();
    const removed = await staff.inject({ method: 'DELETE', url: `/api/admin/ads/${ad.id}` });
    expect(removed.statusCode).toBe(200);
    for (const call of [
      { method: 'GET' as const, url: `/api/admin/ads/${ad.id}` },
      { method: 'DELETE' as const, url: `/api/admin/ads/${ad.id}` },
      { method: 'PATCH' as const, url: `/api/admin/ads/${ad.id}`, payload: { name_fr: 'x' } },
      { method: 'PATCH' as const, url: `/api/admin/ads/${ad.id}/toggle/isVisible` },
    ]) {
      expect((await staff.inject(call)).statusCode).toBe(404);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/admin/ads' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/ad', payload: full })).statusCode,
    ).toBe(401);
  });
});
