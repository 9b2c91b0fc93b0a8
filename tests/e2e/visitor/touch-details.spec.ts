// Visitor details of issue #35 (decision 0072): the sort answers without JavaScript.
import { expect, test } from '../test.ts';
import { DESKTOP } from '../public/helpers.ts';

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
