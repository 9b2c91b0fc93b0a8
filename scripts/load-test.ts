// Load test: `npm run bench:load` (after `npm run build`). Starts the scale-out setup on loopback
// (two production instances with the demo catalogue on a scratch PostgreSQL database, a local
// S3 server, Redis, nginx from deploy/nginx.conf; see tests/production/cluster.ts), then sends
// mixed public traffic through nginx with autocannon for a bounded time, twice: without the shared
// cache (every request personal, so nginx passes it on) and with it (anonymous). Prints for each
// requests/s, latency percentiles, errors, non-2xx answers, nginx's hit ratio (X-Cache-Status)
// and the memory of each instance. Exits 1 when any request failed or was answered other than
// 2xx. Figures: docs/performance.md.
//   LOAD_SECONDS (default 60, per phase), LOAD_CONNECTIONS (default 16).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../tests/production/cluster.ts';
import { parseCli } from './cli.ts';

parseCli({
  usage: `
Usage: npm run bench:load   (after npm run build)

Starts two production instances behind nginx (PostgreSQL, local S3, Redis on loopback) and sends
mixed public traffic for a bounded time, without then with nginx's shared cache; prints
requests/s, latencies, errors, the cache's hit ratio and memory, and exits 1 when any request
failed. See docs/performance.md.

Environment:
  LOAD_SECONDS       how long each phase's traffic lasts, 1-600 (default 60)
  LOAD_CONNECTIONS   concurrent connections, 1-200 (default 16)
  LOAD_COUNT         generated listings added to the demo catalogue first (npm run seed),
                     0-1000000 (default 0)

Options:
  --help             this text
`,
  options: {},
});

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 16);
const extraListings = Number(process.env.LOAD_COUNT ?? 0);
if (
  !(seconds > 0 && seconds <= 600) ||
  !(connections > 0 && connections <= 200) ||
  !(Number.isInteger(extraListings) && extraListings >= 0 && extraListings <= 1_000_000)
) {
  console.error('LOAD_SECONDS must be 1-600, LOAD_CONNECTIONS 1-200 and LOAD_COUNT 0-1000000');
  process.exit(2);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const locales = ['fr', 'ar', 'en'] as const;

console.log('Starting two instances, PostgreSQL database, S3, Redis and nginx…');
const cluster = await startCluster({ nginxPort: 4199, instancePorts: [4196, 4197], demo: true });
let exitCode = 0;
try {
  if (extraListings > 0) {
    console.log(`Adding ${extraListings} generated listings (npm run seed), then ANALYZE…`);
    const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts', '--count', String(extraListings)], {
      env: { ...process.env, DATABASE_URL: cluster.database.url },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error(`seed failed (exit ${seeded.status})`);
    const client = new pg.Client({ connectionString: cluster.database.url });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  }
  const base = cluster.nginx.url;
  const catalogue = (await (await fetch(`${base}/api/properties?limit=100`)).json()) as {
    data: { id: number }[];
  };
  const ids = catalogue.data.map((card) => card.id);
  const filters = (await (await fetch(`${base}/api/properties/filter?locale=fr`)).json()) as {
    types: { id: string }[];
    statuses: { id: string }[];
  };
  const wilayas = (
    (await (await fetch(`${base}/api/properties/wilaya?locale=fr`)).json()) as {
      data: { id: number }[];
    }
  ).data.map((wilaya) => wilaya.id);
  if (ids.length === 0 || wilayas.length === 0) throw new Error('no demo catalogue to load');

  const searchQuery = () => {
    const params = new URLSearchParams({ locale: pick(locales) });
    const roll = Math.random();
    if (roll < 0.3) params.set('wilayas', String(pick(wilayas)));
    if (Math.random() < 0.3) params.set('property_type_id', pick(filters.types).id);
    if (Math.random() < 0.3) params.set('property_status_id', pick(filters.statuses).id);
    if (Math.random() < 0.3) params.set('max_price', String(pick([8, 15, 30, 60]) * 1_000_000));
    if (Math.random() < 0.2) params.set('min_bedrooms', String(pick([1, 2, 3])));
    if (Math.random() < 0.15) params.set('text', pick(['villa', 'alger', 'appartement', 'وهران']));
    if (Math.random() < 0.1) params.set('ispromo', 'true');
    params.set('order_by', pick(['date_desc', 'price_asc', 'price_desc', 'area_desc']));
    params.set('page', String(pick([1, 1, 1, 2, 3])));
    return params.toString();
  };
  // What a visitor's browser asks for, weighted roughly as on a listing site.
  // Pages are asked for as a returning visitor's browser does: the language in its cookie (a
  // ?lang= link sets that cookie, and an answer that sets a cookie is never shared).
  const traffic: [weight: number, kind: string, path: () => string][] = [
    [30, 'search API', () => `/api/properties?${searchQuery()}`],
    [10, 'search page', () => `/properties/${pick(['sell', 'rent', 'both'])}`],
    [20, 'details API', () => `/api/properties/${pick(ids)}?locale=${pick(locales)}`],
    [10, 'details page', () => `/property/${pick(ids)}`],
    [15, 'home page', () => `/`],
    [10, 'banner', () => `/api/banner?salt=s${Math.floor(Math.random() * 50)}&page=1&limit=8`],
    [5, 'wilayas', () => `/api/properties/wilaya?locale=${pick(locales)}`],
  ];
  const totalWeight = traffic.reduce((sum, [weight]) => sum + weight, 0);

  // The same traffic twice through the same nginx: first with a cookie that makes every request
  // personal (nginx passes it to the app, as with no cache at all: BYPASS), then anonymous, as
  // visitors arrive (the shared cache answers what it keeps; deploy/nginx.conf).
  const phases: { label: string; headers: Record<string, string> }[] = [
    { label: 'without the shared cache', headers: { cookie: 'load_test=1' } },
    { label: 'with the shared cache', headers: {} },
  ];
  const summaries: string[] = [];
  for (const phase of phases) {
    const summary = await runPhase(phase.label, phase.headers);
    summaries.push(`  ${phase.label.padEnd(26)} ${summary}`);
    if (summary.includes('FAILED')) exitCode = 1;
  }
  console.log('\nBefore / after');
  for (const line of summaries) console.log(line);

  async function runPhase(label: string, extraHeaders: Record<string, string>): Promise<string> {
    const byKind = new Map<string, { count: number; non2xx: number }>();
    const cacheStatuses = new Map<string, number>();
    const request: autocannon.Request = {
      method: 'GET',
      setupRequest: (req, context) => {
        let roll = Math.random() * totalWeight;
        const entry = traffic.find(([weight]) => (roll -= weight) < 0) ?? traffic[0]!;
        context.kind = entry[1];
        const cookie = [`language=${pick(locales)}`, extraHeaders.cookie].filter(Boolean);
        return {
          ...req,
          path: entry[2](),
          headers: { 'accept-encoding': 'gzip', ...extraHeaders, cookie: cookie.join('; ') },
        };
      },
      onResponse: (status, _body, context, headers) => {
        const kind = String(context.kind);
        const entry = byKind.get(kind) ?? { count: 0, non2xx: 0 };
        entry.count += 1;
        if (status < 200 || status > 299) entry.non2xx += 1;
        byKind.set(kind, entry);
        const cache = Object.entries(headers ?? {}).find(
          ([name]) => name.toLowerCase() === 'x-cache-status',
        )?.[1];
        const key = String(cache ?? 'none');
        cacheStatuses.set(key, (cacheStatuses.get(key) ?? 0) + 1);
      },
    };

    // Memory of each instance, sampled every second.
    const rss = new Map(cluster.instances.map((instance) => [instance.name, [] as number[]]));
    const sampler = setInterval(() => {
      for (const instance of cluster.instances) {
        instance.rssMb().then(
          (mb) => rss.get(instance.name)!.push(mb),
          () => {},
        );
      }
    }, 1000);
    const before = await Promise.all(cluster.instances.map((instance) => instance.rssMb()));

    console.log(
      `\nLoad ${label}: ${seconds} s, ${connections} connections, through nginx at ${base}`,
    );
    const loadBefore = os.loadavg()[0]!;
    const latencies: number[] = [];
    const run = autocannon({
      url: base,
      connections,
      duration: seconds,
      timeout: 10,
      // Each connection is closed and reopened by the client every 500 requests, as a browser's
      // connections are short-lived. Without it, nginx closes a connection after its 1,000th
      // request (keepalive_requests) and autocannon, which never retries, sometimes writes the
      // next request into the closing socket: ECONNRESET that no browser would see (it retries
      // an idempotent request on a reused connection). docs/performance.md has the A/B.
      reconnectRate: 500,
      requests: [request],
    });
    run.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      latencies.push(time);
    });
    // What the connection errors were (autocannon counts them without saying).
    const requestErrors = new Map<string, number>();
    run.on('reqError', (error: NodeJS.ErrnoException) => {
      const key = error.code ?? error.message;
      requestErrors.set(key, (requestErrors.get(key) ?? 0) + 1);
    });
    const result = await run;
    clearInterval(sampler);

    latencies.sort((x, y) => x - y);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const answered = [...cacheStatuses.values()].reduce((sum, n) => sum + n, 0);
    const hits = cacheStatuses.get('HIT') ?? 0;
    const hitRatio = answered ? (100 * hits) / answered : 0;
    console.log(`\nResults ${label}`);
    console.log(`  requests:      ${result.requests.total} in ${result.duration} s`);
    console.log(`  requests/s:    ${result.requests.average.toFixed(0)} (mean)`);
    console.log(
      `  latency:       p50 ${ms(percentile(50))}, p95 ${ms(percentile(95))}, ` +
        `p99 ${ms(percentile(99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    );
    console.log(
      `  errors:        ${result.errors} (timeouts ${result.timeouts})` +
        (requestErrors.size ? ` ${JSON.stringify(Object.fromEntries(requestErrors))}` : ''),
    );
    console.log(`  non-2xx:       ${result.non2xx}`);
    console.log(
      `  nginx cache:   hit ratio ${hitRatio.toFixed(1)} % ` +
        JSON.stringify(Object.fromEntries([...cacheStatuses].sort((x, y) => y[1] - x[1]))),
    );
    console.log('  by kind:');
    for (const [kind, entry] of [...byKind].sort((x, y) => y[1].count - x[1].count)) {
      console.log(
        `    ${kind.padEnd(14)} ${String(entry.count).padStart(7)}  non-2xx ${entry.non2xx}`,
      );
    }
    console.log(
      `  machine:       ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ` +
        `${os.loadavg()[0]!.toFixed(1)} after (1 min)`,
    );
    console.log('  memory (RSS):');
    cluster.instances.forEach((instance, index) => {
      const samples = rss.get(instance.name)!;
      const peak = Math.max(...samples, 0);
      console.log(
        `    ${instance.name}: ${before[index]} MB before, peak ${peak} MB, ` +
          `${samples.at(-1) ?? 0} MB at the end`,
      );
    });
    const failed = result.errors > 0 || result.non2xx > 0;
    if (failed) console.error(`\nFAILED (${label}): every request must be answered 2xx`);
    return (
      `${result.requests.average.toFixed(0).padStart(6)} req/s, p50 ${ms(percentile(50))}, ` +
      `p95 ${ms(percentile(95))}, hit ratio ${hitRatio.toFixed(1)} %, ` +
      `load ${loadBefore.toFixed(1)}` +
      (failed ? ' FAILED' : '')
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cluster.stop();
}
process.exit(exitCode);
