// Runs before every test file. Tests run with NODE_ENV=test and quiet logs, and fail on an error
// they did not ask for (tests/helpers/error-guard.ts).
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { endFile, endTest, guardConsoleError, startTest } from './helpers/error-guard.ts';

process.env.NODE_ENV = 'test';

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
