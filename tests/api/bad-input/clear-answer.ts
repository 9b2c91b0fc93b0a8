// What every answer to bad input must look like: a 4xx (never a 5xx) with a JSON { code, message }:
// a stable code of common/errors.ts (the one its status stands for) and a message a person can
// read, and nothing of the server's insides (stack frames, file paths, SQL errors).
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { isErrorCode } from '../../../common/errors.ts';
import type { Db } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { STATUS_OF_CODE } from '../../../server/http/error-status.ts';

const INSIDES =
  /\bat \S+ \(|\bat file:|node_modules|\.tsx?:\d+|\.m?js:\d+|syntax error at|relation "|column "|violates|duplicate key|pglite|drizzle|ZodError|TypeError|RangeError/i;

/**
 * What a test file sent and how it was answered, printed at its end: the figures the bad-input
 * report quotes. Counted before asserting, so a failing run still shows what it saw.
 */
export const tally = { tried: 0, serverErrors: 0, wronglyAccepted: 0, withoutCode: 0 };

/** Prints the file's figures (call it in an afterAll). */
export function reportTally(file: string): void {
  console.log(
    `bad input, ${file}: ${tally.tried} inputs tried, ${tally.serverErrors} answered 5xx, ` +
      `${tally.wronglyAccepted} wrongly accepted, ${tally.withoutCode} refused without a code`,
  );
}

/** Counts an input that must be refused but was answered with a success. */
export function countWronglyAccepted(response: LightMyRequestResponse): void {
  if (response.statusCode < 400) tally.wronglyAccepted += 1;
}

/** No 5xx; a 4xx answers a non-empty JSON message; no answer shows the server's insides. */
export function expectNoLeak(response: LightMyRequestResponse, label: string): void {
  tally.tried += 1;
  if (response.statusCode >= 500) tally.serverErrors += 1;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body, `${label} leaks`).not.toMatch(INSIDES);
}

export function expectClear4xx(
  response: LightMyRequestResponse,
  label: string,
  status?: number,
): void {
  countWronglyAccepted(response);
  expectNoLeak(response, label);
  if (status) expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
  else
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
      400,
    );
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = response.json<{ code?: unknown; message?: unknown }>();
  expect(typeof body.message, `${label}: ${response.body}`).toBe('string');
  expect((body.message as string).length, label).toBeGreaterThan(3);
  tally.withoutCode += isErrorCode(body.code) ? 0 : 1;
  expect(isErrorCode(body.code), `${label} has no known code: ${response.body}`).toBe(true);
  expect(response.statusCode, `${label}: ${String(body.code)}`).toBe(
    STATUS_OF_CODE[body.code as keyof typeof STATUS_OF_CODE],
  );
}

/** A fingerprint of every table (row count and content), to prove nothing was written. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (
    await selectRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
  const prints: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await selectRows<{ n: number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
      ),
    );
    prints[table] = `${row!.n}:${row!.digest}`;
  }
  return prints;
}

/** Strings an attacker tries in every text field and parameter. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1'; DROP TABLE properties; --",
  '1 UNION SELECT password_hash FROM agents --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  'nul\u0000byte',
  '${7*7}{{7*7}}',
  '\u202egnp.exe',
  'x'.repeat(20_000),
];
