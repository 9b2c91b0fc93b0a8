// Reading the demo catalogue through the public API, and writing through the admin API, for the
// details pages' journeys.
import { axe } from '../axe.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TAd } from '../../../common/schemas/ad.ts';
import type { TPropertyCard, TPropertyDetails } from '../../../common/schemas/property.ts';
import { E2E_ADMIN } from '../../../playwright.config.ts';

export type Locale = 'fr' | 'ar' | 'en';

export async function details(
  request: APIRequestContext,
  id: number,
  locale: Locale = 'fr',
): Promise<TPropertyDetails | null> {
  const response = await request.get(`/api/properties/${id}?locale=${locale}`);
  return response.ok() ? ((await response.json()) as TPropertyDetails) : null;
}

/** The visible properties' details (the demo has about 60), in id order. */
export async function allDetails(
  request: APIRequestContext,
  locale: Locale = 'fr',
): Promise<TPropertyDetails[]> {
  const list = (await (
    await request.get(`/api/properties?limit=100&order_by=date_asc&locale=${locale}`)
  ).json()) as { data: TPropertyCard[] };
  const ids = list.data.map((card) => card.id).sort((a, b) => a - b);
  const all = await Promise.all(ids.map((id) => details(request, id, locale)));
  return all.filter((item): item is TPropertyDetails => item !== null);
}

export async function firstWhere(
  request: APIRequestContext,
  test: (property: TPropertyDetails) => boolean,
): Promise<TPropertyDetails> {
  const found = (await allDetails(request)).find(test);
  if (!found) throw new Error('No demo property fits this test');
  return found;
}

export async function similarCount(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/api/properties/similar?property_id=${id}`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  return ((await response.json()) as { token: string }).token;
}

/** Creates an ad through the back-office API; answers its id. */
export async function createAd(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<number> {
  const token = await adminToken(request);
  const response = await request.post('/api/admin/ad', {
    data: fields,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status() !== 201) throw new Error(`ad not created: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export async function publicAd(request: APIRequestContext, id: number, locale: Locale = 'fr') {
  return (await (await request.get(`/api/ads/${id}?locale=${locale}`)).json()) as TAd;
}

/** Hidden property ids: the demo keeps its last two listings hidden. */
export async function hiddenPropertyId(request: APIRequestContext): Promise<number> {
  for (let id = 70; id > 0; id--) {
    const exists = await request.get(`/api/properties/${id}`);
    if (exists.status() === 404 && id <= 60) {
      // Hidden (not just unknown): the back-office knows it.
      const token = await adminToken(request);
      const admin = await request.get(`/api/admin/property/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (admin.ok()) return id;
    }
  }
  throw new Error('No hidden property in the demo');
}

/** Opens a page and waits until React has hydrated it (the shell marks <html data-hydrated>). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/**
 * No WCAG 2.1 A/AA violation in the page's own content as it is now (the header and footer are
 * the site frame's, tested with it), or in another part such as an open dialog.
 */
export async function expectAccessible(page: Page, scope = '#main') {
  const results = await axe(page)
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}
