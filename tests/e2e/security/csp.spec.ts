// The Content-Security-Policy of the production build, in the browser: every page of the site
// works under it (no violation reported, no page error), the inline scripts React Router writes
// carry the page's nonce, and a script the page did not write is refused.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { E2E_ADMIN } from '../../../playwright.config.ts';
import { adminToken, allDetails, open } from '../details/helpers.ts';
import { reach } from '../hydration.ts';

/** Every CSP complaint of the page: console messages and securitypolicyviolation events. */
function watchViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy|refused to/i.test(text)) found.push(text);
  });
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  return found;
}

function policyOf(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

test('the pages answer a nonce-based policy that their own inline scripts satisfy', async ({
  request,
}) => {
  const first = await request.get('/');
  const second = await request.get('/');
  const policy = policyOf(first.headers()['content-security-policy']);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const nonce = scripts.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  // A new nonce for every answer.
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  // Every executable inline script of the page carries it (JSON-LD data blocks do not run).
  const html = await first.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]!);
  const executable = inline.filter(
    (attributes) => !/type="application\/ld\+json"/.test(attributes),
  );
  expect(executable.length).toBeGreaterThan(0);
  for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
});

test('the public pages run under the policy without a single violation', async ({
  page,
  request,
}) => {
  // Eight pages, the map and the video, each hydrated after its first paint: a long journey.
  test.setTimeout(60_000);
  const violations = watchViolations(page);
  const properties = await allDetails(request);
  // A property with a video (the demo has none): the player is the page's only frame.
  const withVideo = properties[0]!;
  const token = await adminToken(request);
  const patched = await request.patch(`/api/admin/property/${withVideo.id}`, {
    data: { youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(patched.status()).toBe(200);
  try {
    for (const path of ['/', '/?lang=ar', '/about', '/contact-us', `/ads/1`]) {
      await open(page, path);
    }
    // The list page with its map (Leaflet: inline marker styles, tile images).
    await open(page, '/properties/both');
    await page.getByTestId('toggle-map').click();
    await expect(
      page.getByTestId('search-map').locator('.search-cluster, .search-pin').first(),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('list-with-map.png') });
    // The property page's video: the YouTube frame is allowed (the machine has no network, so
    // only the policy's answer is observed, not the video).
    await open(page, `/property/${withVideo.id}`);
    const embed = page.getByTestId('youtube-embed');
    await reach(embed);
    await embed.getByRole('button').click();
    await expect(embed.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await page.waitForTimeout(1000);
    await embed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('property-video.png') });
    expect(violations).toEqual([]);
  } finally {
    // Put back as it was: other journeys read the demo catalogue.
    await request.patch(`/api/admin/property/${withVideo.id}`, {
      data: { youtube_url: '' },
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

test('the back-office runs under the policy without a single violation', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/cms/login');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Logged in once the login has left for the dashboard (the login page has a heading too).
  await expect(page).toHaveURL('/cms/dashboard');
  for (const [path, heading] of [
    ['/cms/dashboard', 'Tableau de bord'],
    ['/cms/properties', 'Biens'],
    ['/cms/property/add', 'Nouveau bien'],
    ['/cms/ads', 'Annonceurs'],
    ['/cms/static-images', 'Images du site'],
    ['/cms/settings', 'Informations générales'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a script the page did not write is refused', async ({ page, consoleErrors }) => {
  // The test injects an inline handler and an inline script: the browser logs their refusals.
  consoleErrors.expect(/Executing inline event handler violates .*Content Security Policy/);
  consoleErrors.expect(/Executing inline script violates .*Content Security Policy/);
  const violations = watchViolations(page);
  await open(page, '/');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const refused = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) =>
        resolve(event.effectiveDirective),
      ),
    );
    // What an injected comment or name would try: an inline handler and an inline script.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="data:," onerror="window.injected = true" alt="">',
    );
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const directive = await refused;
    return { injected: w.injected === true, directive };
  });
  expect(ran.injected).toBe(false);
  expect(ran.directive).toMatch(/^script-src/);
  expect(violations.length).toBeGreaterThan(0);
});

test('the API reference page works under its own policy', async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByText('Real-estate portal API').first()).toBeVisible();
  expect(violations).toEqual([]);
});
