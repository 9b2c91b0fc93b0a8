import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, leads, ownerLeads, properties } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// The W3C Nu HTML checker (vnu-jar, run with the machine's Java) on the public pages as the
// production server sends them: the built app, with the stream rewrite that defers hydration
// (decision 0010), in French, Arabic and English. One Java start checks every page.
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const SERVER_BUILD = path.resolve('build/server/index.js');
const LANGUAGES = ['fr', 'ar', 'en'] as const;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

function runVnu(files: string[]): VnuMessage[] {
  // Java is a requirement of this test, not an option: without it the test fails, and says why.
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'The W3C HTML checker needs Java (`java` on the PATH): install a Java runtime ' +
        '(Debian: apt-get install default-jre-headless).',
    );
  }
  const run = spawnSync(
    'java',
    [
      // A short run: the quick JIT only (C1) costs a third of the CPU time (12 pages: 3.3 s
      // instead of 8.9 s), and the checker's recursive parser wants a larger thread stack.
      '-XX:TieredStopAtLevel=1',
      '-Xss8m',
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--exit-zero-always',
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // vnu writes its JSON report on stderr.
  if (run.status !== 0) throw new Error(`vnu failed: ${run.stderr || run.error}`);
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

describe('public pages are valid HTML (W3C Nu checker)', () => {
  let t: TestApp;
  let dir: string;
  const pages: { name: string; url: string }[] = [];

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) {
      throw new Error('No production build: run `npm run build` before this test.');
    }
    t = await createTestApp({ demo: true, web: 'production' });
    const [property] = await t.services.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.isVisible, true))
      .limit(1);
    const [ad] = await t.services.db
      .select({ id: ads.id })
      .from(ads)
      .where(eq(ads.isVisible, true))
      .limit(1);
    // The owner's report of that listing (decision 0070), published a week ago.
    const [owner] = await t.services.db
      .insert(leads)
      .values({
        full_name: 'Propriétaire',
        message: '',
        source: 'owner',
        kind: 'owner',
        status: 'published',
        property_id: property!.id,
      })
      .returning({ id: leads.id });
    await t.services.db.insert(ownerLeads).values({
      lead_id: owner!.id,
      deal: 'sell',
      wilaya_id: 16,
      published_at: new Date(Date.now() - 8 * 86_400_000),
      report_token: 'html-validity-report-token-00001',
      report_note: 'Visites groupées samedi.',
    });
    const urls: [string, string][] = [
      ['home', '/'],
      ['list', '/properties/both'],
      // An empty list: its wider searches with their counts (decision 0054).
      ['empty list', '/properties/both?type=1&wilayas=58'],
      ['property', `/property/${property!.id}`],
      ['ad', `/ads/${ad!.id}`],
      ['about', '/about'],
      ['contact', '/contact-us'],
      // The estimate's form and its result (a GET form: the result is an address).
      ['estimate', '/estimate?kind=sell&type=2&wilaya=42&living_area=90'],
      ['owner report', '/owner/html-validity-report-token-00001'],
    ];
    for (const [name, url] of urls) {
      for (const language of LANGUAGES) pages.push({ name: `${name}-${language}`, url });
    }
    dir = await mkdtemp(path.join(os.tmpdir(), 'html-validity-'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('checks every page with 0 errors', { timeout: 90_000 }, async () => {
    const started = performance.now();
    const files: string[] = [];
    for (const page of pages) {
      const language = page.name.slice(-2);
      const response = await t.app.inject({
        url: page.url,
        headers: { cookie: `language=${language}` },
      });
      expect(response.statusCode, page.url).toBe(200);
      expect(response.body, page.name).toContain(`<html lang="${language}"`);
      // The production page, with its hydration held back (what the checker must accept).
      expect(response.body, page.name).toContain('type="text/deferred-module"');
      const file = path.join(dir, `${page.name}.html`);
      await writeFile(file, response.body);
      files.push(file);
    }

    const rendered = performance.now();
    const messages = runVnu(files);
    const checked = performance.now();
    const where = (m: VnuMessage) => `${path.basename(m.url ?? '')}:${m.lastLine ?? '?'}`;
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map((m) => `${where(m)} ${m.message} ${m.extract ?? ''}`);
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
    console.log(
      `vnu: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings ` +
        `(render ${Math.round(rendered - started)} ms, check ${Math.round(checked - rendered)} ms)` +
        (warnings.length ? `, e.g. ${where(warnings[0]!)} ${warnings[0]!.message}` : ''),
    );
    expect(errors).toEqual([]);
  });
});
