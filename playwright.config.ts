// Browser journeys against the production build with fresh demo data, in Debian's Chromium.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Several runs can go on side by side (E2E_PORT=4174 …): each has its own results and data.
const RESULTS = process.env.E2E_PORT ? `test-results/e2e-${PORT}` : 'test-results/e2e';
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-2026' };
// Debian's headless shell (package chromium-headless-shell) when installed: the same engine
// without the full browser's windowing, a third less CPU per journey on two cores than the full
// browser in headless mode (decision 0085). The full browser otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: RESULTS,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  // On CI one retry: a journey that passes on its second try is reported as flaky (and counted
  // in the report), not lost in the noise of a busy 2-core machine.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${RESULTS}-report.json` }]],
  // The run fails on an error the server logged (each test fails on the browser's: tests/e2e/test.ts).
  globalSetup: './tests/e2e/server-errors.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every step's snapshots, a tenth of a journey's CPU: kept for the retry of
    // a journey that failed on CI (the retry replays it), or asked for with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // No background traffic: this machine has no network beyond the package registries.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The address the browser uses: links name it, and page form posts must come from it.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
