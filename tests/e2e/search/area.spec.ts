// Search by area (issue 26): "near me" with the browser's location granted, the same control
// without the script (a place and a radius), the area's chip and its clear button, and a zone
// drawn on the map by clicks, each checked against the API's own answer.
import { expect, test } from '../test.ts';
import { apiTotal, expectCount, gotoList, query } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

// The centre of Algiers, where the demo catalogue has listings.
const ALGIERS = { latitude: 36.7538, longitude: 3.0588 };

test.describe('near me, location granted', () => {
  test.use({ geolocation: ALGIERS, permissions: ['geolocation'] });

  test('searches around the position, shows the chip, clears it', async ({ page, request }) => {
    await gotoList(page);
    const nearMe = page.getByTestId('near-me');
    await nearMe.locator('summary').click();
    await nearMe.getByLabel('Rayon').selectOption('20');
    await nearMe.getByTestId('use-my-position').click();

    await expect.poll(() => query(page).radius_km).toBe('20');
    expect(query(page)).toMatchObject({ lat: '36.7538', lng: '3.0588' });
    const total = await apiTotal(request, { lat: '36.7538', lng: '3.0588', radius_km: '20' });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(await apiTotal(request));
    await expectCount(page, total);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const chips = page.getByTestId('filter-chips');
    await chips.getByRole('button', { name: /À moins de 20 km/ }).click();
    await expect.poll(() => query(page).lat).toBeUndefined();
    await expectCount(page, await apiTotal(request));
  });
});

test.describe('near me without the script', () => {
  test.use({ javaScriptEnabled: false });

  test('a wilaya and a radius make the same search', async ({ page, request }) => {
    await page.goto('/properties/both?keyword=');
    const nearMe = page.getByTestId('near-me');
    await nearMe.locator('summary').click();
    await nearMe.getByLabel('Autour de').selectOption({ label: '16 Alger' });
    await nearMe.getByLabel('Rayon').selectOption('50');
    await nearMe.getByRole('button', { name: 'Rechercher autour' }).click();

    await expect.poll(() => query(page).radius_km).toBe('50');
    const { lat, lng } = query(page);
    expect(query(page).near).toBeUndefined();
    const total = await apiTotal(request, { lat: lat!, lng: lng!, radius_km: '50' });
    expect(total).toBeGreaterThan(0);
    const text = (await page.getByTestId('results-count').textContent()) ?? '';
    expect(text.replace(/\D/g, '')).toBe(String(total));
  });
});

test('a zone drawn on the map searches inside it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoList(page);
  await page.getByTestId('toggle-map').click();
  const map = page.getByTestId('search-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await page.waitForFunction(() => Boolean(window.__searchMap));
  await page.evaluate(() => window.__searchMap!.setView([36.75, 3.05], 10, { animate: false }));

  await map.getByTestId('draw-zone').click();
  const box = (await map.locator('.leaflet-container').boundingBox())!;
  const at = (x: number, y: number) =>
    page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  // A triangle over the middle of the map, then a finish.
  await at(0.3, 0.3);
  await at(0.7, 0.35);
  await at(0.5, 0.75);
  await map.getByTestId('finish-zone').click();

  await expect.poll(() => query(page).polygon?.split(';').length).toBe(3);
  const total = await apiTotal(request, { polygon: query(page).polygon! });
  await expectCount(page, total);
  await expect(page.getByTestId('filter-chips')).toContainText('Zone dessinée');

  await map.getByTestId('clear-zone').click();
  await expect.poll(() => query(page).polygon).toBeUndefined();
});
