// Shared steps of the search journeys: the number of matches the API gives for parameters (the
// expected count), the count the page shows, the filter panel, and the address's query.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export async function apiTotal(
  request: APIRequestContext,
  params: Record<string, string> = {},
): Promise<number> {
  const query = new URLSearchParams({ ...params, limit: '1' });
  const response = await request.get(`/api/properties?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** The count the page announces ("58 biens trouvés", "1 bien trouvé", "Aucun bien trouvé"). */
export async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  const digits = /\d[\d\s\u202f]*/.exec(text)?.[0].replace(/\D/g, '');
  if (digits) return Number(digits);
  if (/1 bien|1 property|عقار واحد/.test(text)) return 1;
  return 0;
}

export async function expectCount(page: Page, count: number) {
  await expect.poll(() => shownCount(page)).toBe(count);
  if (count > 0) {
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(count, 20));
  } else {
    await expect(page.getByTestId('no-results')).toBeVisible();
  }
}

/** The list page's address query, as an object. */
export function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

export async function gotoList(page: Page, path = '/properties/both') {
  await page.goto(path);
  await waitReady(page);
}

/** Hydrated: the page's buttons work only once React runs in the browser. */
export async function waitReady(page: Page) {
  await page.locator('[data-search-ready]').waitFor({ state: 'attached' });
}

export async function openFilters(page: Page) {
  await page.getByTestId('open-filters').click();
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  return panel;
}

export async function applyFilters(page: Page) {
  const before = page.url();
  await page.getByTestId('apply-filters').click();
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await expect.poll(() => page.url()).not.toBe(before);
}
