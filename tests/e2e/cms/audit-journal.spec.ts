// The Journal and the price history (decision 0042): the superadmin lowers a price in the
// property form, finds the change in the Journal through the property's « Historique » link, and
// the public page (French and Arabic) shows the price history and the « Prix en baisse » badge,
// as does the list page sorted by recent price drops, and the favourites page.
import { createPropertyViaApi, expect, newAgent, screenshot, test } from './fixtures.ts';

test('a lowered price shows in the Journal, in the price history and as a badge', async ({
  page,
  admin,
  openAsAdmin,
}) => {
  test.slow();
  const agent = await newAgent(admin);
  const property = await createPropertyViaApi(admin, {
    base_price: 12_500_000,
    agent_id: agent.id,
  });

  // 1. The superadmin lowers the price to 11,000,000 DA (1 100 « millions » of centimes).
  await openAsAdmin(`/cms/property/${property.id}`);
  await page.getByRole('combobox', { name: 'Unité du prix' }).first().selectOption('million');
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('1100');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();

  // 2. « Historique » opens the Journal on this property: the change, before and after.
  await page.getByRole('link', { name: 'Historique' }).click();
  await expect(page).toHaveURL(`/cms/audit?entity=property&entity_id=${property.id}`);
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();
  await expect(page.getByText(`Historique de : Bien n° ${property.id}`)).toBeVisible();
  const table = page.getByRole('table', { name: /Journal des modifications/ });
  const change = table.getByRole('row').filter({ hasText: 'Modification' }).first();
  await expect(change).toContainText('Prix');
  await expect(change.locator('del')).toContainText('12 500 000 DA');
  await expect(change.locator('ins')).toContainText('11 000 000 DA');
  const creation = table.getByRole('row').filter({ hasText: 'Création' });
  await expect(creation).toHaveCount(1);
  // The agent it was given to, by name (not « Agent : 3 »).
  await expect(creation).toContainText(agent.username);
  await screenshot(page, 'audit-journal');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('12 500 000 DA').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'audit-journal');

  // 3. The public page: the badge beside the name and the history, in French then in Arabic.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/property/${property.id}?lang=fr`);
  await expect(page.getByTestId('property-header').getByTestId('price-drop-badge')).toHaveText(
    /Prix en baisse/,
  );
  const history = page.getByTestId('price-history');
  await expect(history.getByRole('heading', { name: 'Historique du prix' })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3); // the header row and two prices
  await expect(history).toContainText('Prix à la mise en ligne');
  await expect(history).toContainText('Baisse de 12 %');
  await page.screenshot({ path: 'test-results/cms-screens/price-history-fr-1440.png' });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/property/${property.id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('property-header').getByTestId('price-drop-badge')).toHaveText(
    /سعر منخفض/,
  );
  await expect(page.getByTestId('price-history')).toContainText('تاريخ السعر');
  await page.getByTestId('price-history').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/cms-screens/price-history-ar-360.png' });

  // 4. The list sorted by recent drops starts with it, badge on its card.
  await page.goto('/properties/both?order=price_drop&lang=fr');
  const first = page.getByTestId('property-card').first();
  await expect(first).toContainText(property.name_fr);
  await expect(first.getByTestId('price-drop-badge')).toBeVisible();
  await expect(page.getByTestId('sort')).toHaveValue('price_drop');

  // 5. Kept as a favourite on this device: the favourites page shows the drop too.
  await page.evaluate((id) => localStorage.setItem('favorites', JSON.stringify([id])), property.id);
  await page.goto('/favorites?lang=fr');
  const favourite = page.getByTestId('property-card').filter({ hasText: property.name_fr });
  await expect(favourite.getByTestId('price-drop-badge')).toBeVisible();
});
