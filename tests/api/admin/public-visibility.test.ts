// A property saved through the admin API shows in the public search at once, or not, by isVisible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';

describe('admin writes and the public search', () => {
  let t: TestApp;
  let staff: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    staff = await loginAs(t, 'agent');
  });
  afterAll(() => t.close());

  const publicSearch = async (query: string) => {
    const response = await t.app.inject({ url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { id: number; name: string }[]).map((p) => p.id);
  };
  const publicDetails = (id: number) => t.app.inject({ url: `/api/properties/${id}?locale=fr` });

  it('shows a visible property at once, hides it on toggle, finds it by its new name', async () => {
    const created = await staff.inject({
      method: 'POST',
      url: '/api/admin/property',
      payload: {
        name_fr: 'Duplex lumineux à Tlemcen',
        name_en: 'Bright duplex in Tlemcen',
        name_ar: 'دوبلكس مضيء في تلمسان',
        base_price: 23_000_000,
        wilaya_id: 13,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await publicSearch('text=tlemcen')).toContain(id);
    expect((await publicDetails(id)).statusCode).toBe(200);

    const hidden = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}/toggle/isVisible`,
    });
    expect(hidden.json().value).toBe(false);
    expect(await publicSearch('text=tlemcen')).not.toContain(id);
    expect((await publicDetails(id)).statusCode).toBe(404);

    await staff.inject({ method: 'PATCH', url: `/api/admin/property/${id}/toggle/isVisible` });
    await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}`,
      payload: { name_fr: 'Duplex rénové, résidence Les Oliviers' },
    });
    // Not a commune's name: a commune typed is a filter on the listing's town (decision 0081).
    expect(await publicSearch('text=oliviers')).toContain(id);
  });

  it('never shows a property created hidden', async () => {
    const { id } = (
      await staff.inject({
        method: 'POST',
        url: '/api/admin/property',
        payload: {
          name_fr: 'Terrain caché à Ghardaïa',
          name_en: 'Hidden land in Ghardaia',
          name_ar: 'أرض مخفية في غرداية',
          base_price: 5_000_000,
          isVisible: false,
        },
      })
    ).json();
    expect(await publicSearch('text=ghardaia')).not.toContain(id);
    expect((await publicDetails(id)).statusCode).toBe(404);
  });
});
