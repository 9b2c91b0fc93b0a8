// The map: shown and hidden, Leaflet loaded only then, clustered priced markers, a search within
// the map's bounds when it moves (driven through Leaflet's own API: no tiles are needed), the
// "search as I move" switch, and the card / marker highlight.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import type { Map as LeafletMap } from 'leaflet';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { apiTotal, expectCount, gotoList, query } from './helpers.ts';

// Journeys of several searches each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

/**
 * The first property of a list that has a position (other suites add properties without one),
 * as the list page shows it first among those with a marker.
 */
async function somePlace(request: APIRequestContext, params = 'wilayas=42') {
  const response = await request.get(`/api/properties?${params}&limit=24`);
  const cards = ((await response.json()) as { data: TPropertyCard[] }).data;
  const card = cards.find((c) => c.latitude !== null && c.longitude !== null);
  if (!card) throw new Error(`no property with a position in /api/properties?${params}`);
  return card;
}

async function setView(page: Page, lat: number, lng: number, zoom: number) {
  await page.waitForFunction(() => Boolean(window.__searchMap));
  await page.evaluate(
    ([la, ln, z]) => window.__searchMap!.setView([la!, ln!], z!, { animate: false }),
    [lat, lng, zoom],
  );
}

declare global {
  interface Window {
    __searchMap?: LeafletMap;
  }
}

test('the map opens and closes; Leaflet loads only when it is shown', async ({ page, request }) => {
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/search-map\.client/.test(request.url())) leaflet.push(request.url());
  });
  await gotoList(page);
  await expect(page.getByTestId('search-map')).toHaveCount(0);
  expect(leaflet).toHaveLength(0);

  await page.getByTestId('toggle-map').click();
  const map = page.getByTestId('search-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  expect(leaflet.length).toBeGreaterThan(0);
  // Clusters and priced markers, all the matches at once.
  await expect(map.locator('.search-cluster, .search-pin').first()).toBeVisible();
  const place = await somePlace(request);
  await setView(page, place.latitude!, place.longitude!, 18);
  await expect(map.locator(`[data-marker-id="${place.id}"]`)).toContainText(/\d.*(m|Md|DA)/);

  // Remembered for the next visit, rendered by the server in the same layout.
  await page.reload();
  await expect(page.getByTestId('toggle-map')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('toggle-map').click();
  await expect(page.getByTestId('search-map')).toHaveCount(0);
});

test('moving the map searches within its bounds', async ({ page, request }) => {
  await gotoList(page);
  await page.getByTestId('toggle-map').click();
  // Around Algiers.
  await setView(page, 36.73, 3.06, 11);
  await expect
    .poll(() => Object.keys(query(page)).sort())
    .toEqual(['maxLat', 'maxLng', 'minLat', 'minLng']);
  const q = query(page);
  expect(Number(q.minLat)).toBeLessThan(36.73);
  expect(Number(q.maxLat)).toBeGreaterThan(36.73);
  expect(Number(q.minLng)).toBeLessThan(3.06);
  expect(Number(q.maxLng)).toBeGreaterThan(3.06);
  const inArea = await apiTotal(request, {
    min_lat: q.minLat!,
    max_lat: q.maxLat!,
    min_lng: q.minLng!,
    max_lng: q.maxLng!,
  });
  expect(inArea).toBeLessThan(await apiTotal(request));
  await expectCount(page, inArea);
  // The area is a chip; removing it searches everywhere again.
  await page
    .getByTestId('filter-chips')
    .getByRole('button', { name: /Zone de la carte/ })
    .click();
  await expect(page).toHaveURL(/\/properties\/both$/);
  await expectCount(page, await apiTotal(request));
});

test('with "search as I move the map" off, a button searches the area', async ({ page }) => {
  await gotoList(page, '/properties/sell');
  await page.getByTestId('toggle-map').click();
  await page.getByLabel('Chercher quand je déplace la carte').click();
  await setView(page, 35.7, -0.63, 11); // Oran
  await page.waitForTimeout(600);
  expect(query(page)).toEqual({});
  await page.getByTestId('search-this-area').click();
  await expect.poll(() => query(page).minLat).toBeDefined();
  await expect(page).toHaveURL(/\/properties\/sell\?/);
});

test('an address with bounds opens the map on them; Back returns to the previous area', async ({
  page,
}) => {
  await gotoList(page);
  await page.getByTestId('toggle-map').click();
  await gotoList(page, '/properties/both?minLat=36.6&maxLat=36.9&minLng=2.9&maxLng=3.3');
  await page.waitForFunction(() => Boolean(window.__searchMap));
  const center = await page.evaluate(() => window.__searchMap!.getCenter());
  expect(center.lat).toBeCloseTo(36.75, 1);
  expect(center.lng).toBeCloseTo(3.1, 1);
  // Fitting the address's area is not a move of the visitor's: the address stays.
  await page.waitForTimeout(600);
  expect(query(page).minLat).toBe('36.6');
});

test('hovering a card lights its marker, and the other way round', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoList(page, '/properties/both?wilayas=42');
  await page.getByTestId('toggle-map').click();
  await page.waitForFunction(() => Boolean(window.__searchMap));
  const place = await somePlace(request);
  await page.locator(`li[data-property-id="${place.id}"]`).hover();
  // The card's marker is lit (alone, or drawn above its cluster).
  await expect(page.locator('.search-pin--lit')).toHaveCount(1);
  await page.mouse.move(5, 5);
  await expect(page.locator('.search-pin--lit')).toHaveCount(0);

  // Turn the search as I move off: the list stays the same while the map zooms in.
  await page.getByLabel('Chercher quand je déplace la carte').click();
  await setView(page, place.latitude!, place.longitude!, 18);
  // The marker's element has no size of its own: its price label is what the pointer meets.
  await page.locator(`[data-marker-id="${place.id}"] .search-pin__label`).hover();
  await expect(page.locator(`li[data-property-id="${place.id}"]`)).toHaveAttribute(
    'data-highlighted',
    'true',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the map is a view of its own, switched with one button', async ({ page }) => {
    await gotoList(page);
    await page.getByTestId('mobile-map-toggle').click();
    const map = page.getByTestId('search-map');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    const box = await map.boundingBox();
    expect(box!.width).toBe(360);
    await page.getByTestId('mobile-map-toggle').click();
    await expect(page.getByTestId('search-map')).toHaveCount(0);
    await expect(page.getByTestId('property-card').first()).toBeVisible();
  });
});
