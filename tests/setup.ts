// Runs before every test file. Tests run with NODE_ENV=test and quiet logs, and fail on an error
// they did not ask for (tests/helpers/error-guard.ts). TEST_NOW starts the clock at a chosen
// instant (tests/helpers/test-clock.ts).
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { endFile, endTest, guardConsoleError, startTest } from './helpers/error-guard.ts';
import { installTestClock } from './helpers/test-clock.ts';

process.env.NODE_ENV = 'test';
installTestClock(process.env.TEST_NOW);

let restoreConsoleError: (() => void) | undefined;
beforeAll(() => {
  restoreConsoleError = guardConsoleError();
});
beforeEach(() => {
  startTest();
});
// These hooks run after the test file's own: an error logged while closing counts too.
afterEach(() => {
  const problems = endTest();
  if (problems) throw new Error(problems);
});
afterAll(() => {
  restoreConsoleError?.();
  const problems = endFile();
  if (problems) throw new Error(problems);
});
