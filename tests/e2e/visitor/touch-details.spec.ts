// Visitor details of issue 35, item 5 (decision 0072): the sort answers without JavaScript; on a
// 360 px phone a property's price is on the first screen, the drawing panel leaves the map
// visible, and a saved search is described by its filters as the list page's chips say them.
import { expect, test } from '../test.ts';
import { DESKTOP } from '../public/helpers.ts';

/** A 360 px phone with an 800 px high screen. */
const PHONE_800 = { width: 360, height: 800 };
const LANGUAGES = ['fr', 'ar', 'en'] as const;

test.describe('without JavaScript', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test('the sort is a form: the list comes back in that order, its filters kept', async ({
    page,
    request,
  }) => {
    await page.goto('/properties/sell?wilayas=16&lang=fr');
    await page.getByTestId('sort').selectOption('price_asc');
    await page.getByRole('button', { name: 'Trier', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('price_asc');
    const params = new URL(page.url()).searchParams;
    expect(params.get('wilayas')).toBe('16');
    expect(params.get('lang')).toBe('fr');
    await expect(page.getByTestId('sort')).toHaveValue('price_asc');
    // The cards in the API's order for the same search.
    const sell = (await (await request.get('/api/properties/filter?locale=fr')).json()) as {
      statuses: { id: string; name_en: string }[];
    };
    const statuses = sell.statuses
      .filter((status) => /sale|sold/i.test(status.name_en))
      .map((status) => status.id);
    const api = (await (
      await request.get(
        `/api/properties?wilayas=16&property_status_id=${statuses.join(',')}&order_by=price_asc&limit=5`,
      )
    ).json()) as { data: { id: number }[] };
    const shown = await page
      .locator('li[data-property-id]')
      .evaluateAll((cards) =>
        cards.slice(0, 5).map((card) => Number((card as HTMLElement).dataset.propertyId)),
      );
    expect(shown).toEqual(api.data.map((card) => card.id));
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE_800 });

  for (const language of LANGUAGES) {
    test(`a property's price is on the first screen, above the contact bar (${language})`, async ({
      page,
    }) => {
      await page.goto(`/property/1?lang=${language}`);
      const price = await page
        .getByTestId('property-header')
        .getByTestId('property-price')
        .boundingBox();
      const bar = await page.getByTestId('contact-bar').boundingBox();
      expect(price).not.toBeNull();
      expect(price!.y + price!.height).toBeLessThan(PHONE_800.height);
      // Not under the contact bar fixed at the bottom either.
      expect(price!.y + price!.height).toBeLessThanOrEqual(bar!.y);
      // The buttons stay one row, scrolled sideways, under the price.
      const header = page.getByTestId('property-header');
      const save = await header.getByTestId('favorite-toggle').boundingBox();
      const share = await header
        .getByRole('group', { name: /Partager ce bien|مشاركة هذا العقار|Share this property/ })
        .boundingBox();
      expect(save!.y).toBeGreaterThan(price!.y + price!.height);
      expect(Math.abs(share!.y - save!.y)).toBeLessThan(2);
    });

    test(`the drawing panel covers less than 15 % of the phone map (${language})`, async ({
      page,
    }) => {
      await page.goto(`/properties/both?lang=${language}`);
      await page.locator('[data-search-ready]').waitFor({ state: 'attached' });
      await page.getByTestId('mobile-map-toggle').click();
      await page.getByTestId('draw-zone').click();
      const panel = page.getByTestId('area-draw');
      await expect(panel.getByTestId('finish-zone')).toBeVisible();
      const box = (await panel.boundingBox())!;
      const map = (await page.locator('.leaflet-container').boundingBox())!;
      expect((box.width * box.height) / (map.width * map.height)).toBeLessThan(0.15);
      // Each button still named by its words, one row of four.
      const buttons = panel.getByRole('button');
      await expect(buttons).toHaveCount(4);
      const tops = await buttons.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      for (const button of await buttons.all()) {
        expect((await button.textContent())!.trim().length).toBeGreaterThan(2);
      }
    });

    test(`a saved search reads as the list page's chips (${language})`, async ({ page }) => {
      // A villa in Alger up to 2 billion dinars.
      const query = 'type=1&wilayas=16&maxPrice=200000000';
      await page.goto(`/properties/sell?${query}&lang=${language}`);
      const chips = page.getByTestId('filter-chips').locator('button span');
      await expect(chips).toHaveCount(3);
      const labels = (await chips.allTextContents()).map((text) => text.trim());
      await page.evaluate(
        (saved) => window.localStorage.setItem('savedSearches', JSON.stringify(saved)),
        [{ kind: 'sell', query, savedAt: 1 }],
      );
      await page.goto(`/favorites?lang=${language}`);
      await expect(page.getByTestId('saved-search-filters')).toHaveText(labels.join(' · '));
    });
  }
});
