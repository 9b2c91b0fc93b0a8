// Lints an OpenAPI document with Redocly CLI and the rules of redocly.yaml (`recommended`).
// The CLI runs offline: telemetry off (also in redocly.yaml) and no check for a newer version.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const CONFIG = path.join(ROOT, 'redocly.yaml');

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  where: string;
}

export interface LintReport {
  errors: number;
  warnings: number;
  problems: LintProblem[];
}

interface RedoclyJson {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer: string }[];
  }[];
}

export async function lintOpenApi(document: object): Promise<LintReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.json');
  try {
    await writeFile(file, JSON.stringify(document));
    const args = [CLI, 'lint', file, '--config', CONFIG, '--format', 'json'];
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    // The CLI exits 1 when it finds errors; its report is on stdout either way.
    const stdout = await promisify(execFile)(
      process.execPath,
      [...args, '--max-problems', '10000'],
      {
        env,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      (result) => result.stdout,
      (error: { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`redocly lint did not run: ${error.stderr ?? error}`);
        return error.stdout;
      },
    );
    const report = JSON.parse(stdout) as RedoclyJson;
    return {
      errors: report.totals.errors,
      warnings: report.totals.warnings,
      problems: report.problems.map((p) => ({
        ruleId: p.ruleId,
        severity: p.severity,
        message: p.message,
        where: p.location[0]?.pointer ?? '',
      })),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
