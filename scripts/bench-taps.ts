// First-tap benchmark (issue 24): `npm run bench:taps -- [options]`, after `npm run build`.
//
// Starts the production build on fresh demo data and opens its pages in Chromium at a phone's
// size (360px), in French and Arabic, with the CPU slowed down 4× and not at all (Chrome DevTools
// Protocol). For each of the seven controls that must answer from the first paint (the header
// menu, the language switch, the home search, the list's filter button and pagination, the
// gallery, the phone reveal) it taps once at growing delays after the first paint, on a fresh
// page each time, and reports the first delay at which the tap did something ("works at first
// paint" when the tap right at the first paint did). Then the INP of the main interactions on the
// hydrated pages (open the menu, open the filters, toggle a type, apply, open the gallery, reveal
// the phone), the longest of N runs. Figures: docs/performance.md, "First tap".
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  CONTROLS,
  INTERACTIONS,
  selectInteractions,
  type InteractionPage,
  type Language,
} from './bench-taps/controls.ts';
import { hydrationDelay, interactionTimes, tapTrial, type Trial } from './bench-taps/probe.ts';
import { parseCli } from './cli.ts';
import { startProductionServer, waitForReady } from './production-server.ts';

const args = parseCli({
  usage: `
Usage: npm run bench:taps -- [options]   (after npm run build)

Measures, at 360px in French and Arabic and at each CPU slowdown, how long after the first paint
a tap on each of the seven first-screen controls starts to work, and the INP of the main
interactions once the page is hydrated. Needs Chromium (CHROMIUM_PATH, default
/usr/bin/chromium). Takes a few minutes; see docs/performance.md, "First tap".

Options:
  --cpu LIST        CPU slowdowns (default 4,1)
  --languages LIST  fr, ar (default fr,ar)
  --runs N          runs of the interactions; the longest INP is kept (default 3)
  --port P          port of the server it starts (default $BENCH_TAPS_PORT or 4189)
  --url URL         measure an already running server instead (its data needs a property)
  --out FILE        also write the markdown report to FILE
  --inp-only        only the INP of the hydrated pages (skips the first-tap trials)
  --only LIST       only these interactions (names with dashes: open-filters,reveal-phone);
                    implies --inp-only; the steps before one on its page still run, unmeasured
  --help            this text
`,
  options: {
    cpu: { type: 'string', default: '4,1' },
    languages: { type: 'string', default: 'fr,ar' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_TAPS_PORT ?? '4189' },
    url: { type: 'string' },
    out: { type: 'string' },
    'inp-only': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Delays after the first paint at which a tap is tried (ms), until one works. */
const DELAYS = [0, 500, 1000, 2000, 3000, 5000, 8000];
const INP_TARGET_MS = 100;

const slowdowns = args.cpu.split(',').map(Number);
if (slowdowns.some((rate) => !Number.isFinite(rate) || rate < 1 || rate > 20)) {
  console.error('--cpu: slowdowns between 1 and 20, comma-separated');
  process.exit(2);
}
const languages = args.languages.split(',') as Language[];
if (languages.some((language) => language !== 'fr' && language !== 'ar')) {
  console.error('--languages: fr, ar');
  process.exit(2);
}
let interactions: readonly InteractionPage[];
try {
  interactions = args.only ? selectInteractions(INTERACTIONS, args.only.split(',')) : INTERACTIONS;
} catch (error) {
  console.error(`--only: ${(error as Error).message}`);
  process.exit(2);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs must be a whole number between 1 and 20');
  process.exit(2);
}

async function firstPropertyId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/properties?limit=1&locale=fr`);
  const body = (await response.json()) as { data?: { id: number | string }[] };
  const id = body.data?.[0]?.id;
  if (id === undefined) throw new Error('no property to measure: the catalogue is empty');
  return String(id);
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');

async function main() {
  const server = args.url ? undefined : startProductionServer(Number(args.port), 'bench-taps');
  const base = args.url ?? `http://127.0.0.1:${args.port}`;
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const lines: string[] = [];
  const say = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  try {
    await waitForReady(base, server);
    const propertyId = await firstPropertyId(base);
    const url = (pathname: string, language: Language) =>
      `${base}${pathname}${pathname.includes('?') ? '&' : '?'}lang=${language}`;

    if (!args['inp-only'] && !args.only) {
      say(`# First tap at 360px (${new Date().toISOString().slice(0, 10)})`);
      say();
      say(
        'A single tap at the first paint, else 0.5, 1, 2, 3, 5, 8 s after it: whether the first one worked (it must land before hydration), when the first working tap landed and when its effect showed, and when the page hydrated without a tap (ms after the first paint; "–": no tap worked).',
      );
      say();
      say(
        '| control | language | CPU | works at first paint | working tap landed at | its effect at | hydrated at |',
      );
      say('|---|---|---|---|---|---|---|');
      for (const cpu of slowdowns) {
        for (const language of languages) {
          const hydration = new Map<string, number>();
          for (const control of CONTROLS) {
            const pathname = control.path(propertyId);
            if (!hydration.has(pathname)) {
              hydration.set(
                pathname,
                await hydrationDelay(browser, url(pathname, language), language, cpu),
              );
            }
            // The first trial whose tap worked; "at first paint" only if that tap landed before
            // hydration (on a busy machine even the first tap may land after it: then it says so).
            let working: (Trial & { wait: number }) | undefined;
            for (const wait of DELAYS) {
              const trial = await tapTrial(
                browser,
                url(pathname, language),
                control,
                language,
                cpu,
                wait,
              );
              if (trial.worked) {
                working = { ...trial, wait };
                break;
              }
            }
            const verdict = !working
              ? 'no'
              : working.wait > 0
                ? 'no'
                : working.tapHydrated
                  ? 'not measured (tap landed after hydration)'
                  : 'yes';
            say(
              `| ${control.name} | ${language} | ×${cpu} | ${verdict} | ${ms(working?.tapAfterPaint ?? Number.NaN)} | ${ms(working?.effectAfterPaint ?? Number.NaN)} | ${ms(hydration.get(pathname)!)} |`,
            );
          }
        }
      }
    }
    say();
    say(
      `INP of the main interactions on the hydrated page (ms, longest of ${runs} runs; target < ${INP_TARGET_MS} at CPU ×4; 0: under 16 ms).`,
    );
    say();
    say('| interaction | language | CPU | INP (ms) |');
    say('|---|---|---|---|');
    for (const cpu of slowdowns) {
      for (const language of languages) {
        for (const { path: pathOf, steps, measured } of interactions) {
          const longest = new Map<string, number>();
          for (let run = 0; run < runs; run++) {
            const times = await interactionTimes(
              browser,
              url(pathOf(propertyId), language),
              steps,
              language,
              cpu,
            ).catch((error: Error) => {
              console.error(
                `${pathOf(propertyId)} ${language} ×${cpu}: ${error.message.split('\n')[0]}`,
              );
              return new Map<string, number>();
            });
            for (const [name, value] of times)
              longest.set(name, Math.max(longest.get(name) ?? 0, value));
          }
          for (const step of steps.filter((one) => measured?.includes(one.name) ?? true)) {
            say(
              `| ${step.name} | ${language} | ×${cpu} | ${ms(longest.get(step.name) ?? Number.NaN)} |`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
  if (args.out) writeFileSync(args.out, `${lines.join('\n')}\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
