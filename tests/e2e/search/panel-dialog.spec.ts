// The filter panel is rendered before it is opened (hidden, so a press only shows it): while
// closed nobody sees or reaches it; open, it behaves as a modal dialog (focus inside, Tab kept
// in, Escape closes, the page behind does not scroll, focus back on the filter button); and each
// opening starts from the search as it is, not from edits left unapplied.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { applyFilters, gotoList, openFilters, query } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test('closed, the rendered panel is out of sight, of the keyboard and of screen readers', async ({
  page,
}) => {
  await gotoList(page);
  const panel = page.getByTestId('filter-panel');
  // Rendered once the browser is idle, and hidden.
  await expect(panel).toBeAttached();
  await expect(panel).toBeHidden();
  await expect(panel).toHaveAttribute('inert', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Principal/ })).toHaveCount(0);
  // Tabbing through the page never enters it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => !!document.activeElement?.closest('[data-testid="filter-panel"]'),
    );
    expect(inside).toBe(false);
  }
  expect(await rootOverflow(page)).not.toBe('hidden');
});

test('open, a modal dialog: named, focus inside, Tab kept in, Escape closes', async ({ page }) => {
  await gotoList(page);
  await page.getByTestId('open-filters').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filtres' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('button', { name: 'Fermer les filtres' })).toBeFocused();
  // The page behind does not scroll while the panel is open.
  await expect.poll(() => rootOverflow(page)).toBe('hidden');

  // Shift+Tab from the first control goes round to the last (Apply), Tab back to the first.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('apply-filters')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Fermer les filtres' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('open-filters')).toBeFocused();
  await expect.poll(() => rootOverflow(page)).not.toBe('hidden');
  await expect(page).not.toHaveURL(/#filters/);
});

test('Escape in the price unit menu closes the menu, not the panel', async ({ page }) => {
  await gotoList(page);
  const panel = await openFilters(page);
  await panel.getByTestId('filter-price-min-unit').click();
  await expect(page.getByRole('menuitemradio', { name: /Md/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
  await expect(panel).toBeVisible();
});

test('each opening starts from the current search, not from edits left unapplied', async ({
  page,
}) => {
  await gotoList(page);
  let panel = await openFilters(page);
  await panel.getByTestId('filter-type').getByLabel('Villa').check();
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  await panel.getByRole('button', { name: 'Fermer les filtres' }).click();
  await expect(panel).toBeHidden();

  // Reopened: nothing checked, on the first tab.
  panel = await openFilters(page);
  await expect(panel.getByRole('tab', { name: /Principal/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByTestId('filter-type').getByLabel('Villa')).not.toBeChecked();

  // Applied, then reopened: the panel shows the new search.
  await panel.getByTestId('filter-type').getByLabel('Appartement').check();
  await applyFilters(page);
  expect(query(page)).toEqual({ type: '2' });
  panel = await openFilters(page);
  await expect(panel.getByTestId('filter-type').getByLabel('Appartement')).toBeChecked();
  await expect(panel.getByTestId('filter-type').getByLabel('Villa')).not.toBeChecked();
});
