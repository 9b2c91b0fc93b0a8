// The journeys' `test`: Playwright's, failing a test on an error the browser reported that the
// test did not provoke on purpose — a console error (React's hydration and key warnings, a
// resource that did not load, a refused script) or an uncaught exception in the page. Every spec
// imports `test` and `expect` from here (tests/e2e/cms/fixtures.ts builds on it).
// A test that provokes an error on purpose declares it:
//   test('…', async ({ page, consoleErrors }) => { consoleErrors.expect(/status of 404/); … })
// The machine running the journeys has no internet: the map tiles (MAP_TILE_URL's default, a
// third party) are answered with a blank tile, as a reachable tile server would answer.
import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export { expect };

export interface ConsoleErrors {
  /**
   * Declares an error this test provokes on purpose, matched against its text (a console
   * error's text, then its source URL; an exception's stack). The test fails if none comes.
   */
  expect(pattern: RegExp): void;
}

interface Expectation {
  pattern: RegExp;
  met: boolean;
}

/** The default MAP_TILE_URL's server (server/config.ts). */
const TILE_SERVER = 'https://tile.openstreetmap.org/**';
/** A transparent 1×1 PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A console error as one line: its text, and where it came from when the text does not say. */
function describeMessage(message: ConsoleMessage): string {
  const { url } = message.location();
  const text = message.text();
  return url && !text.includes(url) ? `${text} (${url})` : text;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const expectations: Expectation[] = [];
      const unexpected: string[] = [];
      const record = (kind: string, text: string) => {
        const expectation = expectations.find((candidate) => candidate.pattern.test(text));
        if (expectation) expectation.met = true;
        else unexpected.push(`${kind}: ${text}`);
      };
      await context.route(TILE_SERVER, (route) =>
        route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
      );
      // On the context, so every page and popup of the test is watched.
      context.on('console', (message) => {
        if (message.type() === 'error') record('console error', describeMessage(message));
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        record('page error', error.stack ?? `${error.name}: ${error.message}`);
      });

      await use({ expect: (pattern) => expectations.push({ pattern, met: false }) });

      const problems = [...unexpected];
      // A test that stopped early may not have reached the error it expected.
      if (testInfo.status === testInfo.expectedStatus) {
        for (const { pattern, met } of expectations) {
          if (!met) problems.push(`expected an error matching ${pattern}, none came`);
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `The browser reported errors this test did not expect (declare one provoked on purpose with consoleErrors.expect):\n- ${problems.join('\n- ')}`,
        );
      }
    },
    { auto: true },
  ],
});
