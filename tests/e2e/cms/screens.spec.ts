// Screenshots of every back-office screen at laptop and phone width, for people to look at
// (test-results/cms-screens/); each screen is also checked for accessibility problems (axe).
import AxeBuilder from '@axe-core/playwright';
import { createPropertyViaApi, expect, screenshot, test } from './fixtures.ts';

const SCREENS = [
  { name: 'dashboard', path: '/cms/dashboard', heading: 'Tableau de bord' },
  { name: 'properties', path: '/cms/properties', heading: 'Biens' },
  { name: 'property-add', path: '/cms/property/add', heading: 'Nouveau bien' },
  { name: 'ads', path: '/cms/ads', heading: 'Annonceurs' },
  { name: 'ad-add', path: '/cms/ads/add', heading: 'Nouvelle annonce' },
  { name: 'static-images', path: '/cms/static-images', heading: 'Images du site' },
  { name: 'messages', path: '/cms/messages', heading: 'Messages' },
  { name: 'agents', path: '/cms/agents', heading: 'Agents' },
  { name: 'reference', path: '/cms/reference', heading: 'Listes de référence' },
  { name: 'settings', path: '/cms/settings', heading: 'Informations générales' },
];

for (const width of [1440, 360]) {
  test(`every screen at ${width}px, without accessibility violations`, async ({
    page,
    openAsAdmin,
    admin,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    const property = await createPropertyViaApi(admin);
    const screens = [
      ...SCREENS,
      { name: 'property-edit', path: `/cms/property/${property.id}`, heading: property.name_fr },
    ];
    await openAsAdmin('/cms/dashboard');
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, screen.name);
      const results = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
      expect(results.violations.map((v) => `${screen.name}: ${v.id} ${v.help}`)).toEqual([]);
    }
    await page.goto('/cms/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/cms/login');
    await screenshot(page, 'login');
  });
}
