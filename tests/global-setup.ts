// Runs once before the test files: migrates and seeds two template databases — the demo catalogue
// and an empty one (reference lists only) — through the app's own prepareData, so each file gets
// a copy in well under a second instead of migrating and seeding its own (createTestDatabase).
// On PostgreSQL a template is a database (CREATE DATABASE … TEMPLATE); on the embedded database
// it is a closed data directory, copied. Each template's DATA_DIR (media, secrets) is copied too.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareData } from '../server/assemble.ts';
import { parseConfig } from '../server/config.ts';
import { FIRST_SUPERADMIN } from './helpers/auth.ts';
import type { TemplateKind, Templates } from './helpers/database.ts';
import { installTestClock } from './helpers/test-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;

async function prepareTemplate(kind: TemplateKind, id: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-template-${kind}-`));
  let databaseUrl: string | undefined;
  let database: string | undefined;
  if (adminUrl) {
    // Named like the suite's scratch databases, so CI's sweep of leftovers finds it too.
    database = `scratch_template_${id}_${kind}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    SEED_DEMO: kind === 'demo' ? 'true' : 'false',
    ADMIN_USERNAME: FIRST_SUPERADMIN.username,
    ADMIN_PASSWORD: FIRST_SUPERADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const prepared = await prepareData(config);
  await prepared.database.close();
  return { dataDir, database };
}

/** What the suite needs beyond `npm install`, each missing one said in one line. */
function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!existsSync(path.resolve('build/server/index.js')))
    missing.push(
      'npm test checks the production build (HTML validity, pages): run `npm run build` (or `npm start`) first.',
    );
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    missing.push(
      'npm test runs the W3C HTML checker, which needs Java: install a Java runtime (Debian: apt-get install default-jre-headless).',
    );
  return missing;
}

/** What the pages are built from: a file here newer than the build means the build is stale. */
const PAGE_SOURCES = ['app', 'common', 'public', 'vite.config.ts', 'react-router.config.ts'];

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/**
 * The page tests read the production build (the pages visitors get): a build older than the
 * sources would test yesterday's pages, so it is made again first, in about ten seconds.
 */
function rebuildIfStale() {
  const built = statSync(path.resolve('build/server/index.js')).mtimeMs;
  const changed = Math.max(...PAGE_SOURCES.filter((entry) => existsSync(entry)).map(newestChange));
  if (changed <= built) return;
  console.log('The pages changed since the last build: building them again (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    console.error('npm run build failed: the page tests need a build (its output is above).');
    process.exit(1);
  }
}

async function prepareTemplates(): Promise<Templates> {
  const missing = missingPrerequisites();
  if (missing.length > 0) {
    for (const line of missing) console.error(line);
    process.exit(1);
  }
  rebuildIfStale();
  // The templates' dates (demo listings' ages) follow the same clock as the test files.
  installTestClock(process.env.TEST_NOW);
  const id = randomBytes(4).toString('hex');
  const [demo, empty] = await Promise.all([
    prepareTemplate('demo', id),
    prepareTemplate('empty', id),
  ]);
  return { demo, empty };
}

async function dropTemplates(templates: Templates) {
  for (const template of [templates.demo, templates.empty]) {
    await rm(template.dataDir, { recursive: true, force: true });
    if (adminUrl && template.database) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${template.database} with (force)`);
      await admin.end();
    }
  }
}

// Vitest calls the global setup once per project (vitest.config.ts has two) in one process: the
// templates are made by the first call and dropped after the last teardown.
const shared = globalThis as { testTemplates?: { ready: Promise<Templates>; users: number } };

export default async function setup(project: TestProject) {
  shared.testTemplates ??= { ready: prepareTemplates(), users: 0 };
  const state = shared.testTemplates;
  state.users += 1;
  project.provide('templates', await state.ready);
  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    shared.testTemplates = undefined;
    await dropTemplates(await state.ready);
  };
}
