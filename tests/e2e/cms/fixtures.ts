// The back-office journeys' helpers: one admin token per worker (the login is rate-limited, so
// tests do not each log in through the form), a request context that speaks the admin API, a way
// to open the back-office already logged in, test images made on the fly, and screenshots.
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from '../test.ts';
import sharp from 'sharp';
import type { TAdminProperty } from '../../../common/schemas/admin-property.ts';
import { E2E_ADMIN } from '../../../playwright.config.ts';

export { expect };

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

export interface Session {
  token: string;
  type: string;
}

export async function apiLogin(
  request: APIRequestContext,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<Session> {
  const response = await request.post('/api/admin/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Session;
  return { token: body.token, type: body.type };
}

interface Fixtures {
  /** The admin API with the superadmin's token. */
  admin: APIRequestContext;
  /** Opens a back-office page as the superadmin. */
  openAsAdmin: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures, { adminSession: Session }>({
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(await apiLogin(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  admin: async ({ playwright, adminSession }, use) => {
    const request = await playwright.request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { Authorization: `Bearer ${adminSession.token}` },
    });
    await use(request);
    await request.dispose();
  },
  openAsAdmin: async ({ page, adminSession }, use) => {
    await use(async (path) => {
      await signIn(page, adminSession);
      await page.goto(path);
    });
  },
});

/**
 * Opens the login page and waits until its script runs: a click before that posts the form
 * natively, which answers that the login needs JavaScript.
 */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/cms/login');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Stores a session the way the login page does (spec: authToken, type, isAdmin). */
export async function signIn(page: Page, session: Session): Promise<void> {
  if (!page.url().startsWith(BASE_URL)) await page.goto('/cms/login');
  await page.evaluate(({ token, type }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('type', type);
    localStorage.setItem('isAdmin', String(type === 'superadmin'));
  }, session);
}

export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    authToken: localStorage.getItem('authToken'),
    type: localStorage.getItem('type'),
    isAdmin: localStorage.getItem('isAdmin'),
  }));
}

/** A small PNG drawn on the fly (a coloured rectangle), as a file to upload. */
export async function pngFile(name: string, colour = '#2a8f6c', width = 640, height = 480) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A unique label, so tests running side by side never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export async function createPropertyViaApi(
  admin: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<TAdminProperty> {
  const name = unique('Bien e2e');
  const response = await admin.post('/api/admin/property', {
    data: {
      name_fr: name,
      name_ar: 'عقار للاختبار',
      name_en: `${name} (en)`,
      base_price: 12_500_000,
      wilaya_id: 42,
      living_area: 120,
      isVisible: true,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TAdminProperty;
}

/** Saves a screenshot of the screen into test-results/cms-screens/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/cms-screens/${name}-${width}.png`, fullPage: true });
}

let clientCounter = 0;
/** Each test posts from its own client address: enquiries are limited to 5 a minute. */
export async function asNewClient(page: Page) {
  const address = `198.18.${process.pid % 200}.${++clientCounter}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** A new back-office agent account, created by the superadmin. */
export async function newAgent(admin: APIRequestContext) {
  const username = unique('agent-demandes').replace(/\s/g, '-');
  const password = 'agent-password-2026';
  const created = await admin.post('/api/admin/agent/register', {
    data: { username, password, type: 'agent' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agent = (await created.json()) as { id: number };
  return { id: agent.id, username, password };
}
