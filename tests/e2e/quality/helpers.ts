// Shared steps of the quality sweep (axe on every page) and the journeys: the pages to visit, the
// two screen sizes, an axe run that keeps the serious and critical problems, screenshots.
import { axe } from '../axe.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Opens a page and waits until React has hydrated it (the shell marks <html data-hydrated>). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/** Scrolls through the page once, so sections drawn near the viewport are drawn. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Serious and critical accessibility problems (axe, WCAG 2.1 A/AA and best practices) in the page
 * or in one part of it. The map's own widget (Leaflet) is left out: tiles and markers are its.
 */
export async function seriousProblems(page: Page, scope?: string): Promise<string[]> {
  let builder = axe(page).exclude('.leaflet-container');
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** A full-page screenshot kept with the run's artifacts (test-results/quality-screens/). */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/quality-screens/${name}.png`, fullPage: true });
}

/** A visible property of the demo catalogue with a phone number (the details journey). */
export async function someProperty(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/properties?limit=1&order_by=date_asc');
  const body = (await response.json()) as { data: { id: number }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!.id;
}

/** A visible advertiser of the demo (ids are small; the first that answers). */
export async function someAd(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 20; id++) {
    const response = await request.get(`/api/ads/${id}?locale=fr`);
    if (response.ok()) return id;
  }
  throw new Error('No visible ad in the demo');
}

/** Presses Tab until `selector` has the focus; fails if it is not reached within `max` presses. */
export async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      (css) => document.activeElement?.matches(css) ?? false,
      selector,
    );
    if (reached) return;
  }
  throw new Error(`${selector} was not reached with the Tab key in ${max} presses`);
}

/** The focused element shows a focus ring (an outline or a box shadow), not only the browser's. */
export async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return outline || shadow ? 'ring' : `no focus ring on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('ring');
}
