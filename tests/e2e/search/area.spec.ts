// Search by area (issue 26): "near me" with the browser's location granted, the same control
// without the script (a place and a radius), the area's chip and its clear button, and a zone
// drawn on the map (points added from the keyboard and by a click, one undone), each checked
// against the API's own answer.
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
  const draw = map.getByTestId('area-draw');
  const centreAt = async (lat: number, lng: number) => {
    await page.evaluate(
      ([la, ln]) => window.__searchMap!.setView([la!, ln!], 11, { animate: false }),
      [lat, lng],
    );
    await draw.getByRole('button', { name: 'Ajouter le centre de la carte' }).click();
  };

  await map.getByTestId('draw-zone').click();
  // A triangle around Algiers from the keyboard's way (the map's centre)…
  await centreAt(36.9, 2.9);
  await centreAt(36.9, 3.2);
  await centreAt(36.6, 3.05);
  await expect(draw).toContainText('3 point');
  // …a fourth point by a click on the map (over the sea, clear of any marker), then undone.
  await page.evaluate(() => window.__searchMap!.setView([37.4, 3.05], 11, { animate: false }));
  const box = (await map.locator('.leaflet-container').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(draw).toContainText('4 point');
  await draw.getByRole('button', { name: 'Retirer le dernier point' }).click();
  await expect(draw).toContainText('3 point');
  await map.getByTestId('finish-zone').click();

  await expect.poll(() => query(page).polygon?.split(';').length).toBe(3);
  const total = await apiTotal(request, { polygon: query(page).polygon! });
  await expectCount(page, total);
  await expect(page.getByTestId('filter-chips')).toContainText('Zone dessinée');

  await map.getByTestId('clear-zone').click();
  await expect.poll(() => query(page).polygon).toBeUndefined();
});
