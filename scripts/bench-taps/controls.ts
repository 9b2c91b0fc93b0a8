// The seven controls of issue 24 that must answer the first tap after the first paint, each with
// the page it lives on, how a visitor at 360px taps it, and the sign that the tap did something.
// Selectors name what the visitor sees (texts from the locale files) or the test ids the
// journeys use, so a control rebuilt another way (a link instead of a button) is still found.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export type Language = 'fr' | 'ar';

/** A text of the locale files: `text('fr', 'common', 'nav.open_menu')`. */
export function text(language: Language, namespace: string, key: string): string {
  const file = path.resolve(`app/i18n/locales/${language}/${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  let value: unknown = tree;
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return value;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with `{{count}}`-style values turned into "anything". */
const pattern = (value: string) =>
  new RegExp(
    value
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join('.*'),
  );

export interface Control {
  name: string;
  /** The page it is tapped on (the property page's id is filled in). */
  path: (propertyId: string) => string;
  tap: (page: Page, language: Language, timeout: number) => Promise<void>;
  /** Resolves true when the tap's effect shows within `timeout` ms, else false. */
  worked: (page: Page, language: Language, timeout: number) => Promise<boolean>;
}

/**
 * A touch at the middle of the element as soon as it is on screen, without Playwright's wait
 * for the element to be still and free (those checks run in the page and wait for it: a tap
 * must land while the page is still busy, as a visitor's does).
 */
export async function tapNow(locator: Locator, timeout: number): Promise<void> {
  const target = locator.first();
  await target.waitFor({ state: 'visible', timeout });
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box');
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function shows(locator: Locator, timeout: number): Promise<boolean> {
  return locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
}

async function addressIs(
  page: Page,
  test: (url: URL) => boolean,
  timeout: number,
): Promise<boolean> {
  return page
    .waitForURL((url) => test(url), { timeout, waitUntil: 'commit' })
    .then(() => true)
    .catch(() => false);
}

const menuButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: text(language, 'common', 'nav.open_menu') });
const drawer = (page: Page) => page.getByTestId('mobile-drawer');
const other = (language: Language): Language => (language === 'fr' ? 'ar' : 'fr');

export const CONTROLS: readonly Control[] = [
  {
    name: 'header menu',
    path: () => '/',
    tap: (page, language, timeout) => tapNow(menuButton(page, language), timeout),
    worked: (page, _language, timeout) => shows(drawer(page), timeout),
  },
  {
    // At 360px the language picker is in the drawer: the menu, then the other language.
    name: 'language switch',
    path: () => '/',
    tap: async (page, language, timeout) => {
      await tapNow(menuButton(page, language), timeout);
      const target = other(language);
      await tapNow(
        drawer(page).getByRole('link', { name: text(target, 'common', `language.${target}`) }),
        timeout,
      );
    },
    worked: (page, language, timeout) =>
      addressIs(page, (url) => url.searchParams.get('lang') === other(language), timeout),
  },
  {
    name: 'home search',
    path: () => '/',
    tap: (page, language, timeout) =>
      tapNow(
        page
          .getByTestId('hero-search')
          .getByRole('button', { name: text(language, 'home', 'search.submit') }),
        timeout,
      ),
    worked: (page, _language, timeout) =>
      addressIs(page, (url) => url.pathname.startsWith('/properties/'), timeout),
  },
  {
    name: 'list filter button',
    path: () => '/properties/both',
    tap: (page, _language, timeout) => tapNow(page.getByTestId('open-filters'), timeout),
    worked: (page, _language, timeout) => shows(page.getByTestId('filter-panel'), timeout),
  },
  {
    name: 'pagination',
    path: () => '/properties/both',
    tap: (page, _language, timeout) => tapNow(page.locator('a[rel="next"]'), timeout),
    worked: (page, _language, timeout) =>
      addressIs(page, (url) => url.searchParams.get('page') === '2', timeout),
  },
  {
    // At 360px the gallery is a strip of photos: a tap on the first one opens them all.
    name: 'gallery (see all photos)',
    path: (id) => `/property/${id}`,
    tap: (page, _language, timeout) =>
      tapNow(page.getByTestId('photo-gallery').locator('button:visible, a:visible'), timeout),
    worked: async (page, _language, timeout) => {
      const before = page.url();
      return Promise.any([
        shows(page.getByRole('dialog'), timeout).then((yes) => yes || Promise.reject()),
        addressIs(page, (url) => url.href !== before, timeout).then(
          (yes) => yes || Promise.reject(),
        ),
      ]).catch(() => false);
    },
  },
  {
    name: 'phone reveal',
    path: (id) => `/property/${id}`,
    tap: (page, language, timeout) => {
      const name = pattern(text(language, 'property', 'seller.show_phone'));
      return tapNow(
        page.getByRole('button', { name }).or(page.getByRole('link', { name })),
        timeout,
      );
    },
    worked: (page, _language, timeout) => shows(page.getByTestId('seller-phone'), timeout),
  },
];

/** The main interactions whose INP is measured, in order, on a hydrated page. */
export interface Interaction {
  name: string;
  act: (page: Page, language: Language) => Promise<void>;
  /** Puts the page back for the next step, outside the measure. */
  after?: (page: Page) => Promise<void>;
}

export interface InteractionPage {
  path: (propertyId: string) => string;
  steps: readonly Interaction[];
  /** The steps reported (all when absent): the others only lead to them. */
  measured?: readonly string[];
}

/** The step's name as typed on a command line: "open filters" is `open-filters`. */
const cliName = (name: string) => name.replaceAll(' ', '-');

/**
 * The pages holding the named interactions, each cut after its last named step (a step needs
 * the ones before it on its page: the type is toggled in the open panel), reporting those only.
 */
export function selectInteractions(
  pages: readonly InteractionPage[],
  names: readonly string[],
): InteractionPage[] {
  const known = pages.flatMap((page) => page.steps.map((step) => cliName(step.name)));
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`unknown ${unknown.join(', ')} (one of ${known.join(', ')})`);
  return pages.flatMap((page) => {
    const last = page.steps.findLastIndex((step) => names.includes(cliName(step.name)));
    if (last < 0) return [];
    const steps = page.steps.slice(0, last + 1);
    const measured = steps.filter((step) => names.includes(cliName(step.name))).map((s) => s.name);
    return [{ ...page, steps, measured }];
  });
}

const STEP_TIMEOUT = 15_000;

export const INTERACTIONS: readonly InteractionPage[] = [
  {
    path: () => '/',
    steps: [
      {
        name: 'open menu',
        act: async (page, language) => {
          await menuButton(page, language).tap({ timeout: STEP_TIMEOUT });
          await drawer(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
        },
      },
    ],
  },
  {
    path: () => '/properties/both',
    steps: [
      {
        name: 'open filters',
        act: async (page) => {
          await page.getByTestId('open-filters').tap({ timeout: STEP_TIMEOUT });
          await page.getByTestId('filter-panel').waitFor({ timeout: STEP_TIMEOUT });
        },
      },
      {
        name: 'toggle a type',
        act: async (page) => {
          const type = page.getByTestId('filter-type').locator('input[type="checkbox"]').first();
          await page.getByTestId('filter-type').locator('label').first().tap({
            timeout: STEP_TIMEOUT,
          });
          await type.waitFor({ state: 'attached' });
          await page.waitForFunction(
            () =>
              document.querySelector<HTMLInputElement>(
                '[data-testid="filter-type"] input[type="checkbox"]',
              )?.checked === true,
            null,
            { timeout: STEP_TIMEOUT },
          );
        },
      },
      {
        name: 'apply',
        act: async (page) => {
          const before = page.url();
          await page.getByTestId('apply-filters').tap({ timeout: STEP_TIMEOUT });
          await page.waitForURL((url) => url.href !== before, { timeout: STEP_TIMEOUT });
        },
      },
    ],
  },
  {
    path: (id) => `/property/${id}`,
    steps: [
      {
        name: 'open gallery',
        act: async (page) => {
          await page
            .getByTestId('photo-gallery')
            .locator('button:visible, a:visible')
            .first()
            .tap({ timeout: STEP_TIMEOUT });
          await page.getByRole('dialog').first().waitFor({ timeout: STEP_TIMEOUT });
        },
        after: async (page) => {
          await page.keyboard.press('Escape');
          await page
            .getByRole('dialog')
            .first()
            .waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
        },
      },
      {
        name: 'reveal phone',
        act: async (page, language) => {
          const name = pattern(text(language, 'property', 'seller.show_phone'));
          await page
            .getByRole('button', { name })
            .or(page.getByRole('link', { name }))
            .first()
            .tap({ timeout: STEP_TIMEOUT });
          await page.getByTestId('seller-phone').waitFor({ timeout: STEP_TIMEOUT });
        },
      },
    ],
  },
];
