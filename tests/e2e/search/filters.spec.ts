// Each kind of filter, applied through the panel: the count and the cards change as the API
// says, and the address carries exactly the page address's query keys.
import { expect, test } from '../test.ts';
import { apiTotal, applyFilters, expectCount, gotoList, openFilters, query } from './helpers.ts';

// Journeys of several searches each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

test('the list shows every visible property, server-rendered, with its count', async ({
  page,
  request,
}) => {
  const total = await apiTotal(request);
  // The first HTML already holds the results (no script needed).
  const html = await (await request.get('/properties/both')).text();
  expect(html).toContain('data-testid="property-card"');
  await gotoList(page);
  await expectCount(page, total);
  await expect(page).toHaveTitle(/Biens à vendre et à louer/);
});

test('checkbox filters of the Principal tab: type, state, promotion', async ({ page, request }) => {
  await gotoList(page);
  let panel = await openFilters(page);
  await panel.getByTestId('filter-type').getByLabel('Villa').check();
  await applyFilters(page);
  expect(query(page)).toEqual({ type: '1' });
  await expectCount(page, await apiTotal(request, { property_type_id: '1' }));

  panel = await openFilters(page);
  await panel.getByTestId('filter-type').getByLabel('Appartement').check();
  await panel.getByTestId('filter-state').getByLabel('Neuf').check();
  await applyFilters(page);
  expect(query(page)).toEqual({ type: '1,2', state: '1' });
  await expectCount(
    page,
    await apiTotal(request, { property_type_id: '1,2', property_state_id: '1' }),
  );

  panel = await openFilters(page);
  await panel.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(page).toHaveURL(/\/properties\/both$/);
  panel = await openFilters(page);
  await panel.getByLabel('Promotions uniquement').click();
  await applyFilters(page);
  expect(query(page)).toEqual({ isPromo: 'true' });
  const promos = await apiTotal(request, { ispromo: 'true' });
  await expectCount(page, promos);
  await expect(page.getByTestId('promo-badge')).toHaveCount(promos);
});

test('a status leads to its page: rent names to rent, sale and sold to sell, both to both', async ({
  page,
}) => {
  await gotoList(page);
  let panel = await openFilters(page);
  await panel.getByTestId('filter-status').getByLabel('À louer').check();
  await applyFilters(page);
  await expect(page).toHaveURL(/\/properties\/rent\?status=2$/);

  panel = await openFilters(page);
  const status = panel.getByTestId('filter-status');
  await status.getByLabel('À louer').uncheck();
  await status.getByLabel('Vendu').check();
  await applyFilters(page);
  await expect(page).toHaveURL(/\/properties\/sell\?status=3$/);

  panel = await openFilters(page);
  await panel.getByTestId('filter-status').getByLabel('À louer').check();
  await applyFilters(page);
  await expect(page).toHaveURL(/\/properties\/both\?status=2%2C3$/);
});

test('ranges of the Principal tab: price in millions and land area', async ({ page, request }) => {
  await gotoList(page);
  const panel = await openFilters(page);
  await panel.locator('#filter-price-min').fill('450');
  await panel.locator('#filter-land-area-min').fill('500');
  await applyFilters(page);
  expect(query(page)).toEqual({ minPrice: '4500000', minLandArea: '500' });
  await expectCount(page, await apiTotal(request, { min_price: '4500000', min_land_area: '500' }));
});

test('Advanced tab: pickers (0-5 at most, 6+ at least) and living area', async ({
  page,
  request,
}) => {
  await gotoList(page);
  let panel = await openFilters(page);
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  await panel.getByTestId('filter-bedroom').getByRole('radio', { name: '3' }).click();
  await panel.locator('#filter-surface-min').fill('80');
  await applyFilters(page);
  expect(query(page)).toEqual({ surface_min: '80', bedroom: '3' });
  await expectCount(page, await apiTotal(request, { max_bedrooms: '3', min_living_area: '80' }));

  // 6+ is a lower bound.
  panel = await openFilters(page);
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  await panel.getByTestId('filter-bedroom').getByRole('radio', { name: '6+' }).click();
  await panel.locator('#filter-surface-min').fill('');
  await applyFilters(page);
  expect(query(page)).toEqual({ bedroom: '6' });
  await expectCount(page, await apiTotal(request, { min_bedrooms: '6' }));
});

test('Advanced tab: wilayas, found by name or number', async ({ page, request }) => {
  await gotoList(page);
  const panel = await openFilters(page);
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  const wilayas = panel.getByTestId('wilaya-select');
  await wilayas.getByRole('searchbox').fill('alger');
  await wilayas.getByLabel('16 - Alger').check();
  await wilayas.getByRole('searchbox').fill('42');
  await wilayas.getByLabel('42 - Tipaza').check();
  await expect(wilayas.getByRole('button', { name: /16 - Alger/ })).toBeVisible();
  await applyFilters(page);
  expect(query(page)).toEqual({ wilayas: '16,42' });
  await expectCount(page, await apiTotal(request, { wilayas: '16,42' }));
});

test('Advanced tab: each amenity list, documents by category', async ({ page, request }) => {
  await gotoList(page);
  let panel = await openFilters(page);
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  await panel.getByTestId('filter-commodites').getByLabel('Électricité').check();
  await applyFilters(page);
  expect(query(page)).toEqual({ commodites: '3' });
  await expectCount(page, await apiTotal(request, { commodity_id: '3' }));

  await gotoList(page);
  panel = await openFilters(page);
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  await panel.getByTestId('filter-securite_accessibilite').getByLabel('Interphone').check();
  await panel.getByTestId('filter-documents-property').getByLabel('Acte notarié').check();
  await panel.getByTestId('filter-proximite').getByLabel('École').check();
  await panel.getByTestId('filter-vue').getByLabel('Vue sur mer').check();
  await panel.getByTestId('filter-autres_caracteristiques').getByLabel('Ensoleillé').check();
  await applyFilters(page);
  expect(query(page)).toEqual({
    securite_accessibilite: '4',
    documents_associes: '1',
    proximite: '1',
    vue: '1',
    autres_caracteristiques: '3',
  });
  await expectCount(
    page,
    await apiTotal(request, {
      security_accessibility_id: '4',
      associated_document_id: '1',
      proximity_id: '1',
      view_id: '1',
      other_characteristic_id: '3',
    }),
  );
});

test('Advanced tab: price per m² in millions', async ({ page, request }) => {
  await gotoList(page);
  const panel = await openFilters(page);
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  await panel.locator('#filter-price-m2-min').fill('20');
  await applyFilters(page);
  expect(query(page)).toEqual({ min_price_m: '200000' });
  await expectCount(page, await apiTotal(request, { min_price_per_m2: '200000' }));
});

test('the keyword box, the sort and the pages write their keys', async ({ page, request }) => {
  await gotoList(page);
  await page.getByRole('combobox', { name: 'Rechercher par mot-clé' }).fill('piscine');
  await expect(page).toHaveURL(/\?keyword=piscine$/);
  await expectCount(page, await apiTotal(request, { text: 'piscine' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « piscine »');

  await gotoList(page);
  await page.getByTestId('sort').selectOption('price_asc');
  await expect(page).toHaveURL(/\?order=price_asc$/);
  const first = await request.get('/api/properties?order_by=price_asc&limit=1');
  const [cheapest] = ((await first.json()) as { data: { name: string }[] }).data;
  await expect(page.getByTestId('property-card').first()).toContainText(cheapest!.name);

  await page.getByRole('link', { name: 'Page 2' }).first().click();
  await expect(page).toHaveURL(/\?order=price_asc&page=2$/);
  await expect(page.getByTestId('property-card')).toHaveCount(20);
});

test('typed words become the filters, shown as chips, the rest stays the keyword', async ({
  page,
  request,
}) => {
  await gotoList(page);
  const box = page.getByRole('combobox', { name: 'Rechercher par mot-clé' });
  await box.fill('villa a vendre alger avec piscine');
  await expect(page).toHaveURL(
    /\/properties\/sell\?keyword=piscine&type=\d+&status=\d+&wilayas=16$/,
  );
  const chips = page.getByTestId('filter-chips');
  for (const label of ['Villa', 'À vendre', '16 - Alger']) {
    await expect(chips.getByRole('button', { name: `Retirer le filtre : ${label}` })).toBeVisible();
  }
  await expectCount(page, await apiTotal(request, { text: 'villa a vendre alger piscine' }));
  // While typing the box keeps the typed words (its suggestions, decision 0071); once the typing
  // ends (Enter, or leaving the box) it shows what the address keeps.
  await expect(box).toHaveValue('villa a vendre alger avec piscine');
  await box.press('Enter');
  await expect(box).toHaveValue('piscine');
});

test('active filters are chips; removing one searches again', async ({ page, request }) => {
  await gotoList(page, '/properties/both?type=1,2&wilayas=16&bedroom=3');
  const chips = page.getByTestId('filter-chips');
  await expect(chips.getByRole('button', { name: /Villa/ })).toBeVisible();
  await expect(chips.getByRole('button', { name: /16 - Alger/ })).toBeVisible();
  await expect(chips.getByRole('button', { name: /Chambres : jusqu'à 3/ })).toBeVisible();
  await chips.getByRole('button', { name: 'Retirer le filtre : Villa' }).click();
  await expect(page).toHaveURL(/\?type=2&wilayas=16&bedroom=3$/);
  await expectCount(
    page,
    await apiTotal(request, { property_type_id: '2', wilayas: '16', max_bedrooms: '3' }),
  );
  await chips.getByRole('button', { name: 'Tout effacer' }).click();
  await expect(page).toHaveURL(/\/properties\/both$/);
  await expect(page.getByTestId('filter-chips')).toHaveCount(0);
});

test('a page opened in a chosen language keeps it through chips and typed words (#34)', async ({
  page,
}) => {
  await gotoList(page, '/properties/both?type=1,2&wilayas=16&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByTestId('filter-chips').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/properties\/both\?type=2&wilayas=16&lang=ar$/);
  await page.getByRole('combobox').first().fill('للبيع');
  await expect(page).toHaveURL(/\/properties\/sell\?type=2&status=\d+&wilayas=16&lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('no match says so, and offers to reset', async ({ page }) => {
  await gotoList(page, '/properties/both?keyword=zzzqqq');
  await expect(page.getByTestId('results-count')).toHaveText('Aucun bien trouvé');
  await page.getByRole('link', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/properties\/both$/);
  await expect(page.getByTestId('property-card').first()).toBeVisible();
});
