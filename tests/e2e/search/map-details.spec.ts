// What the map says, on a phone in Arabic and in French: a pin of a property that is not on the
// list's current page opens a popup with its photo, title, place and price (read when it opens);
// a rent's pin and popup say the price is per month; the map view shows the number found over
// the map; the zoom buttons are named in the page's language; and when the tile server cannot be
// reached, the map stays, empty and styled, with a notice (the list's map and a property's).
import type { APIRequestContext, Page } from '@playwright/test';
import type { Map as LeafletMap } from 'leaflet';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { expect, test } from '../test.ts';
import { gotoList, shownCount } from './helpers.ts';

// Journeys of several steps each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 360, height: 740 } });

declare global {
  interface Window {
    __searchMap?: LeafletMap;
  }
}

/** The default MAP_TILE_URL's server (server/config.ts). */
const TILE_SERVER = 'https://tile.openstreetmap.org/**';

const TEXTS = {
  fr: {
    perMonth: '/ mois',
    zoomIn: 'Zoomer',
    searchAsMove: 'Chercher quand je déplace la carte',
    tilesDown: /Fond de carte indisponible/,
  },
  ar: {
    perMonth: '/ شهر',
    zoomIn: 'تكبير',
    searchAsMove: 'البحث عند تحريك الخريطة',
    tilesDown: /تعذّر تحميل خلفية الخريطة/,
  },
} as const;

async function cards(request: APIRequestContext, locale: string): Promise<TPropertyCard[]> {
  const response = await request.get(`/api/properties?limit=100&locale=${locale}`);
  return ((await response.json()) as { data: TPropertyCard[] }).data;
}

/**
 * A rent with a photo and a position of its own that the list's first page (20 cards, the
 * default order) does not show, in the page's language.
 */
async function rentBeyondFirstPage(request: APIRequestContext, locale: string) {
  const english = await cards(request, 'en');
  const firstPage = new Set(english.slice(0, 20).map((card) => card.id));
  const sharesPlace = (card: TPropertyCard) =>
    english.some(
      (other) =>
        other.id !== card.id &&
        other.latitude === card.latitude &&
        other.longitude === card.longitude,
    );
  const chosen = english.find(
    (card) =>
      !firstPage.has(card.id) &&
      card.latitude !== null &&
      card.images.length > 0 &&
      card.statuses.some((status) => /rent/i.test(status.name)) &&
      !sharesPlace(card),
  );
  if (!chosen) throw new Error('no rent with a photo and a position beyond the first page');
  return (await cards(request, locale)).find((card) => card.id === chosen.id)!;
}

async function openPhoneMap(page: Page, path: string) {
  await gotoList(page, path);
  await page.getByTestId('mobile-map-toggle').click();
  await page.waitForFunction(() => Boolean(window.__searchMap));
}

async function setView(page: Page, lat: number, lng: number, zoom: number) {
  await page.evaluate(
    ([la, ln, z]) => window.__searchMap!.setView([la!, ln!], z!, { animate: false }),
    [lat, lng, zoom],
  );
}

for (const locale of ['ar', 'fr'] as const) {
  const text = TEXTS[locale];

  test(`a pin beyond the list's page opens its card; rents are per month (${locale})`, async ({
    page,
    request,
  }) => {
    const property = await rentBeyondFirstPage(request, locale);
    const summaries: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/properties/by-ids')) summaries.push(sent.url());
    });
    await openPhoneMap(page, `/properties/both?lang=${locale}`);
    const map = page.getByTestId('search-map');

    // The number found, over the map, as the list's heading says it.
    await expect(map.getByTestId('map-count')).toHaveText(
      (await page.getByTestId('results-count').textContent())!,
    );
    expect(await shownCount(page)).toBeGreaterThan(20);
    // Leaflet's zoom buttons, named in the page's language.
    await expect(map.getByRole('button', { name: text.zoomIn, exact: true })).toBeVisible();

    // Keep the list as it is (its first page) while the map zooms onto the property.
    await map.getByLabel(text.searchAsMove).click();
    await setView(page, property.latitude!, property.longitude!, 18);
    const pin = map.locator(`[data-marker-id="${property.id}"] .search-pin__label`);
    await expect(pin).toContainText(text.perMonth);
    expect(summaries).toHaveLength(0);

    await pin.click();
    const popup = map.getByTestId('map-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: property.name })).toHaveAttribute(
      'href',
      `/property/${property.id}`,
    );
    await expect(popup).toContainText(property.city);
    await expect(popup).toContainText(text.perMonth);
    await expect(popup).toContainText(/\d/);
    await expect(popup.locator('img')).toHaveAttribute('src', /-320\.webp$/);
    await expect
      .poll(() => popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Read for this one property when its popup opened, in the page's language.
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain(`ids=${property.id}`);
    expect(summaries[0]).toContain(`locale=${locale}`);
  });

  test(`a map without its tiles stays, with a notice (${locale})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource/);
    await page.route(TILE_SERVER, (route) => route.abort('internetdisconnected'));

    await openPhoneMap(page, `/properties/both?lang=${locale}`);
    const map = page.getByTestId('search-map');
    await expect(map.getByTestId('map-tiles-down')).toHaveText(text.tilesDown);
    await expect(map.locator('.leaflet-container')).toHaveClass(/map-tiles-down/);
    // The pins are still there.
    await expect(map.locator('.search-cluster, .search-pin').first()).toBeVisible();

    // A property's map too.
    const property = (await cards(request, locale)).find((card) => card.latitude !== null)!;
    await page.goto(`/property/${property.id}?lang=${locale}`);
    const pointMap = page.getByTestId('point-map');
    await pointMap.scrollIntoViewIfNeeded();
    await expect(pointMap.getByTestId('map-tiles-down')).toHaveText(text.tilesDown);
    await expect(pointMap.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(pointMap.getByRole('button', { name: text.zoomIn, exact: true })).toBeVisible();
  });
}
