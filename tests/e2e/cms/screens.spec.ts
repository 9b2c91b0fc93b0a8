// Screenshots of every back-office screen at laptop and phone width, for people to look at
// (test-results/cms-screens/); each screen is also checked for accessibility problems (axe), and
// must fit the width: nothing wider than a 360 px phone (no sideways scrolling, no cut dates).
import { axe } from '../axe.ts';
import { createPropertyViaApi, expect, screenshot, test } from './fixtures.ts';

const SCREENS = [
  { name: 'dashboard', path: '/cms/dashboard', heading: 'Tableau de bord' },
  { name: 'properties', path: '/cms/properties', heading: 'Biens' },
  { name: 'property-import', path: '/cms/properties/import', heading: 'Importer des biens' },
  { name: 'property-add', path: '/cms/property/add', heading: 'Nouveau bien' },
  { name: 'ads', path: '/cms/ads', heading: 'Annonceurs' },
  { name: 'ad-add', path: '/cms/ads/add', heading: 'Nouvelle annonce' },
  { name: 'static-images', path: '/cms/static-images', heading: 'Images du site' },
  { name: 'messages', path: '/cms/messages', heading: 'Messages' },
  { name: 'leads', path: '/cms/leads', heading: 'Demandes' },
  { name: 'visits', path: '/cms/visits', heading: 'Visites' },
  { name: 'agents', path: '/cms/agents', heading: 'Agents' },
  { name: 'reference', path: '/cms/reference', heading: 'Listes de référence' },
  { name: 'settings', path: '/cms/settings', heading: 'Informations générales' },
  { name: 'password', path: '/cms/password', heading: 'Mon mot de passe' },
];

// One test a screen and width: each has its own time on a busy machine, and a failure names the
// screen.
for (const width of [1440, 360]) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    });

    for (const screen of [...SCREENS, { name: 'property-edit', path: '', heading: '' }]) {
      test(`${screen.name}: screenshot, no accessibility violation`, async ({
        page,
        openAsAdmin,
        admin,
      }) => {
        let { path, heading } = screen;
        if (screen.name === 'property-edit') {
          const property = await createPropertyViaApi(admin);
          path = `/cms/property/${property.id}`;
          heading = property.name_fr;
        }
        await openAsAdmin(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // For the picture only (the checks below read the page, not the network): the lists'
        // photos loaded. Bounded, as a page with a request still open never reaches it.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        await screenshot(page, screen.name);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        const results = await axe(page).exclude('.leaflet-container').analyze();
        expect(results.violations.map((v) => `${screen.name}: ${v.id} ${v.help}`)).toEqual([]);
      });
    }

    test('login: screenshot', async ({ page }) => {
      await page.goto('/cms/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, 'login');
    });
  });
}
