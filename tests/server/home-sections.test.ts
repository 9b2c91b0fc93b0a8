import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHomeSections } from '../../server/services/pages/home-page.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty, daysFromNow } from '../helpers/factories.ts';

// "Explore by city": each tile's photo is the first image of that wilaya's newest visible
// listing that has a photo; hidden listings and listings without photos are passed over.
describe('home page city tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const db = t.database.db;
    const oran = { wilaya_id: 31, wilaya_fr: 'Oran', wilaya_en: 'Oran', wilaya_ar: 'وهران' };
    await createProperty(db, { images: ['/media/t/alger-old'], created_at: daysFromNow(-30) });
    await createProperty(db, {
      images: ['/media/t/alger-new', '/media/t/x'],
      created_at: daysFromNow(-2),
    });
    await createProperty(db, { images: [], created_at: daysFromNow(-1) });
    await createProperty(db, {
      images: ['/media/t/alger-hidden'],
      created_at: daysFromNow(0),
      isVisible: false,
    });
    await createProperty(db, { ...oran, images: ['/media/t/oran'], created_at: daysFromNow(-10) });
    await createProperty(db, { ...oran, images: [], created_at: daysFromNow(-3) });
  });
  afterAll(() => t.close());

  it('shows the newest visible photo of each wilaya, busiest wilaya first', async () => {
    const home = await loadHomeSections(t.database.db, 'fr');
    expect(home.cities).toEqual([
      { id: 16, code: '16', name: 'Alger', count: 3, image: '/media/t/alger-new' },
      { id: 31, code: '31', name: 'Oran', count: 2, image: '/media/t/oran' },
    ]);
  });

  it('leaves a wilaya without photos without an image', async () => {
    await createProperty(t.database.db, {
      wilaya_id: 6,
      wilaya_fr: 'Béjaïa',
      images: [],
      created_at: daysFromNow(-1),
    });
    const home = await loadHomeSections(t.database.db, 'fr');
    expect(home.cities.find((city) => city.id === 6)).toMatchObject({ count: 1, image: null });
  });

  // The hero's trust figure comes from the catalogue: visible listings and the verified ones
  // among them, counted exactly; a hidden listing counts in neither.
  it('counts the visible listings and the verified ones among them', async () => {
    const db = t.database.db;
    const before = (await loadHomeSections(db, 'fr')).verification;
    expect(before).toEqual({ listed: 6, verified: 0 });
    await createProperty(db, { verified_at: daysFromNow(-3) });
    await createProperty(db, { verified_at: daysFromNow(-3), isVisible: false });
    const after = (await loadHomeSections(db, 'ar')).verification;
    expect(after).toEqual({ listed: 7, verified: 1 });
  });
});
