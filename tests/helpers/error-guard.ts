// A test fails on an error it did not ask for: a `console.error` (React's warnings, a component
// that logs a failure) or an error-level line of the server under test (a 5xx, a failed job).
// Such errors are easy to miss in a passing run and are often the first sign of a real bug.
// A test that provokes one on purpose says so with expectConsoleError / expectServerError; an
// expectation that is never met fails the test too, so the allowances cannot go stale.
// tests/setup.ts installs the guard for every test file.
import { format } from 'node:util';

type Source = 'console' | 'server';

interface Expectation {
  source: Source;
  pattern: RegExp;
  met: boolean;
}

const SOURCE_NAME: Record<Source, string> = {
  console: 'console.error',
  server: 'server error log',
};

/** Pino's level number for `error` (50) and `fatal` (60). */
const ERROR_LEVEL = 50;

let unexpected: string[] = [];
let expectations: Expectation[] = [];
/** Expectations declared outside a test (in beforeAll) hold until the file ends. */
let fileExpectations: Expectation[] = [];
let inTest = false;

function expectError(source: Source, pattern: RegExp): void {
  (inTest ? expectations : fileExpectations).push({ source, pattern, met: false });
}

/** Declares that this test logs, on purpose, a console.error whose text matches `pattern`. */
export function expectConsoleError(pattern: RegExp): void {
  expectError('console', pattern);
}

/** Declares that the server under test logs, on purpose, an error line matching `pattern`. */
export function expectServerError(pattern: RegExp): void {
  expectError('server', pattern);
}

/** Records an error; returns whether a test expected it. */
export function reportError(source: Source, message: string): boolean {
  const expectation = [...expectations, ...fileExpectations].find(
    (candidate) => candidate.source === source && candidate.pattern.test(message),
  );
  if (expectation) {
    expectation.met = true;
    return true;
  }
  unexpected.push(`${SOURCE_NAME[source]}: ${message}`);
  return false;
}

/** Errors logged outside any test (beforeAll, afterAll): they fail the file at its end. */
let outsideTests: string[] = [];

/** Marks the start of a test: errors before it belong to the file, expectations from here on to the test. */
export function startTest(): void {
  outsideTests.push(...unexpected);
  unexpected = [];
  inTest = true;
}

function failureMessage(where: string, problems: string[]): string | undefined {
  if (problems.length === 0) return undefined;
  return `Unexpected errors ${where} (declare one provoked on purpose with expectConsoleError or expectServerError):\n- ${problems.join('\n- ')}`;
}

function unmet(list: Expectation[]): string[] {
  return list
    .filter((expectation) => !expectation.met)
    .map(
      (expectation) =>
        `expected a ${SOURCE_NAME[expectation.source]} matching ${expectation.pattern}, none came`,
    );
}

/** Ends a test: the failure message for its unexpected errors and unmet expectations, if any. */
export function endTest(): string | undefined {
  const problems = [...unexpected, ...unmet(expectations)];
  unexpected = [];
  expectations = [];
  inTest = false;
  return failureMessage('during this test', problems);
}

/** Ends the file: the failure message for the errors logged outside its tests, if any. */
export function endFile(): string | undefined {
  const problems = [...outsideTests, ...unexpected, ...unmet(fileExpectations)];
  outsideTests = [];
  unexpected = [];
  fileExpectations = [];
  return failureMessage('outside the tests of this file', problems);
}

/** Routes console.error into the record; returns the function that puts it back. */
export function guardConsoleError(): () => void {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    // An expected error stays quiet; an unexpected one is also printed where it happened.
    if (!reportError('console', format(...args))) original(...args);
  };
  return () => {
    console.error = original;
  };
}

interface LogLine {
  level?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

/** The text of an error-level log line, or undefined below that level. */
export function errorLogMessage(line: string): string | undefined {
  let entry: LogLine;
  try {
    entry = JSON.parse(line) as LogLine;
  } catch {
    return undefined;
  }
  if ((entry.level ?? 0) < ERROR_LEVEL) return undefined;
  const cause = entry.err
    ? ` (${entry.err.stack ?? `${entry.err.type}: ${entry.err.message}`})`
    : '';
  return `${entry.msg ?? ''}${cause}`;
}

/** A log stream for the server under test: error lines go to the record, all lines to `inner`. */
export function guardedLogStream(inner?: { write(line: string): void }): {
  write(line: string): void;
} {
  return {
    write(line) {
      const message = errorLogMessage(line);
      if (message !== undefined) reportError('server', message);
      inner?.write(line);
    },
  };
}

/**
 * Logger options (assemble, startServer, createLogger) that log the server's errors into the
 * record (and every line at the config's LOG_LEVEL into `inner`). The tests' config logs at
 * `error` by default.
 */
export function guardedLogger(inner?: { write(line: string): void }) {
  return { logger: true, logStream: guardedLogStream(inner) } as const;
}
