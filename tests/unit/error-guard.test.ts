// The error guard (tests/helpers/error-guard.ts, installed by tests/setup.ts) fails a test on a
// console.error or a server error log it did not expect: its samples, run by Vitest in a child
// process, pass and fail as their names say.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';

interface JsonReport {
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

async function runSamples(): Promise<JsonReport> {
  const directory = await mkdtemp(path.join(tmpdir(), 'error-guard-'));
  const report = path.join(directory, 'report.json');
  try {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        'tests/unit/error-guard/vitest.config.ts',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      {
        stdio: 'ignore',
        env: { ...process.env, ERROR_GUARD_TEMPLATES: JSON.stringify(inject('templates')) },
      },
    );
    await new Promise((resolve) => child.on('exit', resolve));
    return JSON.parse(await readFile(report, 'utf8')) as JsonReport;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

it('fails exactly the tests that log an error they did not expect', async () => {
  const report = await runSamples();
  const results = report.testResults.flatMap((file) => file.assertionResults);
  expect(Object.fromEntries(results.map((test) => [test.title, test.status]))).toEqual({
    'fails on an unexpected console.error': 'failed',
    'passes with a console.error it expects': 'passed',
    'fails when an expected console.error never comes': 'failed',
    'passes with a 4xx: not an error of the server': 'passed',
    'fails on an unexpected 5xx (the server logs an error)': 'failed',
    'passes with a 5xx it expects': 'passed',
  });
  const messages = results.flatMap((test) => test.failureMessages).join('\n');
  expect(messages).toContain('console.error: Warning: Each child in a list');
  expect(messages).toContain('expected a console.error matching /never logged/, none came');
  expect(messages).toMatch(/server error log: request failed \(Error: the sample route broke/);
}, 120_000);
