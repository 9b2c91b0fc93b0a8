// The first screen is painted before any hydration code is requested (decision 0010): the module
// requests would otherwise share a slow connection with what the largest paint needs. The order is
// read from the browser's own timeline: paint entries and resource timings of the same load.
import { expect, test } from '../test.ts';

test.use({ viewport: { width: 412, height: 823 } });

const PAGES = ['/', '/properties/both', '/property/45'] as const;

for (const language of ['fr', 'ar'] as const) {
  for (const path of PAGES) {
    test(`${path} (${language}): no script is requested before the largest paint`, async ({
      page,
    }) => {
      await page.goto(`${path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const timeline = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number; scripts: number[] }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({
                fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
                lcp: entries.at(-1)?.startTime ?? NaN,
                scripts: performance
                  .getEntriesByType('resource')
                  .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
                  .map((entry) => entry.startTime),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(timeline.scripts.length).toBeGreaterThan(10);
      expect(timeline.lcp).toBeGreaterThanOrEqual(timeline.fcp);
      // Every module, the framework's included, is asked for after the first screen is shown.
      expect(Math.min(...timeline.scripts)).toBeGreaterThanOrEqual(timeline.lcp);
    });
  }
}
