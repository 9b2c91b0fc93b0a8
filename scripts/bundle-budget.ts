// JavaScript budget (docs/performance.md): from the production build (build/client) and React
// Router's manifest, the JavaScript a visitor's browser loads before a public page is interactive
// — the entry, the modules of the route chain (root → layout → page) with their static imports,
// the page's part of the manifest (written into the HTML: routes are discovered lazily) and the
// page's texts in its language — gzipped, must stay within the budget.
// Also checks that the map (Leaflet) and the photo lightbox are only loaded on demand, and that
// no back-office code reaches a public page. Prints a table; exits 1 on any breach.
//
//   npm run build && npm run audit:bundle [-- --markdown] [--budget-kb 120] [--report file.json]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseCli } from './cli.ts';

const args = parseCli({
  usage: `
Usage: npm run audit:bundle -- [--budget-kb N] [--markdown] [--report FILE]   (after npm run build)

Adds up the gzipped JavaScript each public page loads before it is interactive and checks it
against the budget; also checks that the map, the lightbox and back-office code load only on
demand. Exits 1 on any breach. See docs/performance.md.

Options:
  --budget-kb N   the ceiling in KB of gzip (default 120)
  --markdown      print the table as markdown
  --report FILE   write a test-runner-like summary (JSON) for CI
  --help          this text
`,
  options: {
    markdown: { type: 'boolean', default: false },
    // The ceiling, in KB of gzip; 120 by default (issue 10). See docs/performance.md.
    'budget-kb': { type: 'string', default: '120' },
    // A test-runner-like summary for CI: { numPassedTests, numFailedTests, success }.
    report: { type: 'string' },
  },
});
const CLIENT = path.resolve('build/client');
const BUDGET_KB = Number(args['budget-kb']);
if (!(BUDGET_KB > 0)) throw new Error('--budget-kb must be a positive number');
const LANGUAGES = ['fr', 'ar', 'en'] as const;

/** Public pages: the route chain under the root, by React Router route id. */
const PUBLIC_ROUTES: Record<string, string[]> = {
  '/': ['routes/public/layout', 'routes/public/home'],
  '/properties/{kind}': ['routes/public/layout', 'routes/public/properties'],
  '/properties/{kind}/{wilaya}/{type}': ['routes/public/layout', 'routes/public/landing'],
  '/property/{id}': ['routes/public/layout', 'routes/public/property'],
  '/ads/{id}': ['routes/public/layout', 'routes/public/ad'],
  '/about': ['routes/public/layout', 'routes/public/about'],
  '/contact-us': ['routes/public/layout', 'routes/public/contact'],
  '/compare': ['routes/public/layout', 'routes/public/compare'],
  '/estimate': ['routes/public/layout', 'routes/public/estimate'],
  '/entrust': ['routes/public/layout', 'routes/public/entrust'],
  '/owner/{token}': ['routes/public/layout', 'routes/public/owner-report'],
};

/**
 * The page's own texts each page fetches before hydrating: the `texts` of its route's handle
 * (app/i18n/namespaces.ts, PAGE_NAMESPACES), in chunks named `texts-{namespace}.{language}`.
 */
const PAGE_TEXTS: Record<string, string[]> = {
  '/': ['home', 'about'],
  '/property/{id}': ['contact'],
  '/ads/{id}': ['ads'],
  '/about': ['about'],
  '/contact-us': ['contact'],
  '/estimate': ['owner', 'contact'],
  '/entrust': ['owner', 'contact'],
  '/owner/{token}': ['owner'],
};

/** Code that must never be in a public page's initial JavaScript, told apart by a signature. */
const ON_DEMAND = [
  { name: 'map (Leaflet)', signature: '_leaflet_pos' },
  { name: 'lightbox', signature: 'yarl__' },
  { name: 'back-office (admin API calls)', signature: '/api/admin' },
];

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const sizes = new Map<string, { raw: number; gzip: number; text: string }>();
function file(url: string) {
  let size = sizes.get(url);
  if (!size) {
    const buffer = readFileSync(path.join(CLIENT, url));
    size = {
      raw: buffer.length,
      gzip: gzipSync(buffer, { level: 9 }).length,
      text: String(buffer),
    };
    sizes.set(url, size);
  }
  return size;
}

/** Text that is not a file of its own (an inline script), sized like one under `key`. */
function inline(key: string, text: string): string {
  const buffer = Buffer.from(text);
  sizes.set(key, { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, text });
  return key;
}

function readManifest(): { url: string; manifest: Manifest } {
  const names = readdirSync(path.join(CLIENT, 'assets')).filter((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (names.length !== 1) {
    throw new Error(
      `expected one React Router manifest in build/client/assets, found ${names.length}`,
    );
  }
  const url = `/assets/${names[0]}`;
  const text = file(url).text;
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { url, manifest: JSON.parse(json) as Manifest };
}

/** A chunk and, recursively, the chunks it imports statically (`from "./name.js"`, `import "./name.js"`). */
function withStaticImports(url: string, found = new Set<string>()): Set<string> {
  if (found.has(url)) return found;
  found.add(url);
  for (const [, name] of file(url).text.matchAll(
    /(?:from|import)\s*["'`]\.\/([\w.~-]+\.js)["'`]/g,
  )) {
    withStaticImports(`/assets/${name}`, found);
  }
  return found;
}

/** The chunk of each language's public texts (app/i18n/public-texts.<language>.ts), read from
 * the dynamic imports of the entry's code. */
function textChunks(entryUrl: string): Map<string, string> {
  const chunks = new Map<string, string>();
  const pattern = /import\(\s*[`'"]\.\/(public-texts\.(\w+)-[\w-]+\.js)[`'"]/g;
  for (const url of withStaticImports(entryUrl)) {
    for (const [, chunk, language] of file(url).text.matchAll(pattern)) {
      chunks.set(language!, `/assets/${chunk}`);
    }
  }
  if (chunks.size !== LANGUAGES.length) {
    throw new Error(`expected a text chunk per language in the client entry, found ${chunks.size}`);
  }
  return chunks;
}

interface Row {
  route: string;
  language: string;
  files: number;
  raw: number;
  gzip: number;
  /** Of gzip, the stack's own chunk (decisions 0011, 0033): React, React DOM, React Router. */
  stack: number;
  problems: string[];
}

/** The chunk of the fixed stack, named in vite.config.ts: not ours to cut (decision 0011). */
const STACK_CHUNK = /^framework-[\w-]+\.js$/;

/** The chunk of a page's own texts in one language. */
function pageTextsChunk(namespace: string, language: string): string {
  const prefix = `texts-${namespace}.${language}-`;
  const names = readdirSync(path.join(CLIENT, 'assets')).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.js'),
  );
  if (names.length !== 1) throw new Error(`expected one ${prefix}*.js, found ${names.length}`);
  return `/assets/${names[0]}`;
}

function measure(): Row[] {
  const { url: manifestUrl, manifest } = readManifest();
  const texts = textChunks(manifest.entry.module);
  const rows: Row[] = [];
  for (const [route, chain] of Object.entries(PUBLIC_ROUTES)) {
    const code = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    const routes: Record<string, ManifestRoute> = {};
    for (const id of ['root', ...chain]) {
      const entry = manifest.routes[id];
      if (!entry) throw new Error(`route ${id} is not in the manifest`);
      routes[id] = entry;
      code.add(entry.module);
      for (const url of entry.imports ?? []) code.add(url);
    }
    // React Router discovers routes lazily: the page carries the manifest of its own route
    // chain in an inline script (the whole manifest file is not loaded).
    const inlineManifest = inline(
      `${manifestUrl}#${route}`,
      JSON.stringify({ entry: manifest.entry, routes, url: manifestUrl }, null, 2),
    );
    // The heaviest language: a public page loads its own language's texts, never the
    // back-office's (app/i18n/resources.client.ts).
    let worst: Row | undefined;
    for (const language of LANGUAGES) {
      const pageTexts = (PAGE_TEXTS[route] ?? []).map((namespace) =>
        pageTextsChunk(namespace, language),
      );
      const urls = new Set([
        ...code,
        inlineManifest,
        ...withStaticImports(texts.get(language)!),
        ...pageTexts.flatMap((url) => [...withStaticImports(url)]),
      ]);
      const problems: string[] = [];
      let raw = 0;
      let gzip = 0;
      let stack = 0;
      for (const url of urls) {
        const size = file(url);
        raw += size.raw;
        gzip += size.gzip;
        if (STACK_CHUNK.test(path.basename(url))) stack += size.gzip;
        for (const { name, signature } of ON_DEMAND) {
          if (size.text.includes(signature)) problems.push(`${name} in ${path.basename(url)}`);
        }
      }
      if (gzip > BUDGET_KB * 1024) problems.unshift(`over ${BUDGET_KB} KB`);
      const row = { route, language, files: urls.size, raw, gzip, stack, problems };
      if (!worst || row.gzip > worst.gzip) worst = row;
    }
    rows.push(worst!);
  }
  return rows;
}

/** The on-demand chunks themselves, to show what the pages do not load up front. */
function onDemandChunks(): { name: string; file: string; gzip: number }[] {
  const found = [];
  for (const name of readdirSync(path.join(CLIENT, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    const size = file(`/assets/${name}`);
    for (const chunk of ON_DEMAND.slice(0, 2)) {
      if (size.text.includes(chunk.signature)) {
        found.push({ name: chunk.name, file: name, gzip: size.gzip });
      }
    }
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(header: string[], rows: string[][], markdown: boolean): string {
  if (markdown) {
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
  }
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

try {
  const rows = measure();
  console.log(
    table(
      [
        'public route',
        'heaviest language',
        'files',
        'JS raw',
        'JS gzip',
        'stack',
        'ours',
        `budget ${BUDGET_KB} KB`,
      ],
      rows.map((row) => [
        row.route,
        row.language,
        String(row.files),
        kb(row.raw),
        kb(row.gzip),
        kb(row.stack),
        kb(row.gzip - row.stack),
        row.problems.length ? `FAIL: ${row.problems.join('; ')}` : 'ok',
      ]),
      args.markdown,
    ),
  );
  const lazy = onDemandChunks();
  console.log('\nLoaded on demand only:');
  console.log(
    table(
      ['code', 'chunk', 'gzip'],
      lazy.map((chunk) => [chunk.name, chunk.file, kb(chunk.gzip)]),
      args.markdown,
    ),
  );
  const failures = rows.filter((row) => row.problems.length > 0);
  const missing = ON_DEMAND.slice(0, 2).filter((chunk) => !lazy.some((c) => c.name === chunk.name));
  if (args.report) {
    const failed = failures.length + missing.length;
    writeFileSync(
      args.report,
      JSON.stringify({
        numPassedTests: rows.length - failures.length,
        numFailedTests: failed,
        success: failed === 0,
      }),
    );
  }
  for (const chunk of missing)
    console.error(`No ${chunk.name} chunk found: is the check still valid?`);
  if (failures.length || missing.length) {
    console.error(`\n${failures.length} public route(s) over the JavaScript budget.`);
    process.exit(1);
  }
  console.log(`\nEvery public route is within ${BUDGET_KB} KB of JavaScript (gzip).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
