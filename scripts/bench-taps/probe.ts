// What the tap benchmark does in the browser: a phone-sized page at a CPU slowdown (Chrome
// DevTools Protocol, Emulation.setCPUThrottlingRate), its first paint, a tap at a given delay
// after it, and the event timing entries that give the INP of an interaction.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Control, Interaction, Language } from './controls.ts';

export const PHONE = { width: 360, height: 780 };

/**
 * Recorded in the page from its first byte: every event timing entry of an interaction (INP is the
 * longest of them: input delay + processing + the next paint). 16 ms is the smallest threshold
 * the browser accepts; shorter interactions are not reported, and count as "< 16".
 */
const RECORDER = `(() => {
  const w = window;
  w.__bench = { events: [] };
  // The first touch, sent out at once (the page may be gone a moment later): its time after the
  // first paint, and whether the page was hydrated then.
  addEventListener('pointerdown', () => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (w.__benchTap && paint) w.__benchTap(performance.now() - paint.startTime, document.documentElement.dataset.hydrated === 'true');
  }, { capture: true, once: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) w.__bench.events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})();`;

interface Recorded {
  events: { id: number; name: string; duration: number }[];
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Recorded }).__bench);

export async function phonePage(
  browser: Browser,
  language: Language,
  cpu: number,
  onTap?: (afterPaint: number, hydrated: boolean) => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: language === 'ar' ? 'ar-DZ' : 'fr-DZ',
  });
  if (onTap) await context.exposeFunction('__benchTap', onTap);
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

/** Waits for the first contentful paint; answers its time (ms since the navigation began). */
async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
    null,
    { polling: 10, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export interface Trial {
  /** When the tap landed, in ms after the first paint (NaN: it never did). */
  tapAfterPaint: number;
  /** Whether the page was hydrated when it landed. */
  tapHydrated: boolean;
  /** When the tap's effect showed, in ms after the first paint (NaN: it never did). */
  effectAfterPaint: number;
  worked: boolean;
}

/**
 * One tap, `delay` ms after the first paint of `url`. The tap counts as working when its effect
 * shows by the time the page has hydrated and settled (a tap queued and replayed on hydration
 * counts; a lost tap never shows anything).
 */
export async function tapTrial(
  browser: Browser,
  url: string,
  control: Control,
  language: Language,
  cpu: number,
  delay: number,
): Promise<Trial> {
  let tapAfterPaint = Number.NaN;
  let tapHydrated = false;
  const { context, page } = await phonePage(browser, language, cpu, (afterPaint, hydrated) => {
    if (!Number.isNaN(tapAfterPaint)) return;
    tapAfterPaint = afterPaint;
    tapHydrated = hydrated;
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const painted = await firstPaint(page);
    // The first paint on the wall clock, which this process shares with the browser.
    const paintedAt = (await page.evaluate(() => performance.timeOrigin)) + painted;
    if (delay > 0) await page.waitForTimeout(delay);
    let effectAt = Number.NaN;
    const effect = control.worked(page, language, 60_000).then((shown) => {
      if (shown) effectAt = Date.now();
      return shown;
    });
    // The control must be on screen at the first paint.
    await control.tap(page, language, 10_000).catch(() => {});
    // Settled: hydrated, then a moment for a replayed tap (or the next page) to show.
    const settled = page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 30_000,
      })
      .catch(() => {})
      .then(() => new Promise((resolve) => setTimeout(resolve, 1_000 * Math.max(1, cpu / 2))))
      .then(() => false);
    const worked = await Promise.race([effect, settled]);
    return {
      tapAfterPaint,
      tapHydrated,
      effectAfterPaint: worked ? effectAt - paintedAt : Number.NaN,
      worked,
    };
  } finally {
    await context.close();
  }
}

/** Hydration time after the first paint on `url`, without any tap. */
export async function hydrationDelay(
  browser: Browser,
  url: string,
  language: Language,
  cpu: number,
): Promise<number> {
  const { context, page } = await phonePage(browser, language, cpu);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const painted = await firstPaint(page);
    // The root marks `<html data-hydrated>` once hydrated; read within 10 ms.
    const hydrated = await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' && performance.now(),
      null,
      { polling: 10, timeout: 60_000 },
    );
    return ((await hydrated.jsonValue()) as number) - painted;
  } finally {
    await context.close();
  }
}

/**
 * The INP of each step on a hydrated, settled page: the longest event timing entry of the
 * interactions made during the step (0 when every one took less than 16 ms).
 */
export async function interactionTimes(
  browser: Browser,
  url: string,
  steps: readonly Interaction[],
  language: Language,
  cpu: number,
): Promise<Map<string, number>> {
  const { context, page } = await phonePage(browser, language, cpu);
  const times = new Map<string, number>();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    });
    // The idle moment after the load, when the code of the parts below the screen arrives.
    await page.waitForLoadState('networkidle');
    for (const step of steps) {
      const seen = (await recorded(page)).events.length;
      await step.act(page, language);
      // Event timing entries are delivered after the next paint.
      await page.waitForTimeout(500);
      const events = (await recorded(page)).events.slice(seen);
      times.set(step.name, Math.max(0, ...events.map((event) => event.duration)));
      await step.after?.(page);
    }
  } finally {
    await context.close();
  }
  return times;
}
