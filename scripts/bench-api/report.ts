// The API benchmark's report: one markdown section per database, each call beside its floors.
import os from 'node:os';
import type { Figures } from './measure.ts';

/** One measured call: the API's figures and its SQL floor's. */
export interface Row {
  name: string;
  search: boolean;
  matches: string;
  api: Figures;
  sql: Figures;
}

export interface Section {
  label: string;
  version: string;
  total: number;
  visible: number;
  connections: number;
  /** How long each case was measured: "10 s", "20 requests". */
  span: string;
  warmUp: number;
  loadBefore: string;
  loadAfter: string;
  rows: Row[];
  /** The HTTP floor: a bare Fastify route. */
  http: Figures;
  notes: string[];
}

export function renderSection(section: Section): string {
  const { label, version, total, visible, connections, span, warmUp } = section;
  const { loadBefore, loadAfter, rows, http, notes } = section;
  // No answer within the whole case (NaN) shows as a dash.
  const ms = (n: number) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(2) : n.toFixed(1));
  const ratio = (n: number) =>
    Number.isFinite(n) && n > 0 ? `${n < 10 ? n.toFixed(1) : Math.round(n)}×` : '—';
  const cell = (value: string, sqlRatio: number, httpRatio: number) =>
    `${value} (${ratio(sqlRatio)} SQL, ${ratio(httpRatio)} HTTP)`;
  const lines = [
    `### ${label} ${version}: ${total.toLocaleString('en')} properties (${visible.toLocaleString('en')} visible)`,
    '',
    `${connections} connection${connections === 1 ? '' : 's'}, ${span} per case after a ${warmUp} s warm-up, ` +
      `loopback; ${os.cpus().length} cores, load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
    '',
    '| call | matches | p50 ms | p95 ms | requests/s |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.matches} | ${cell(ms(row.api.p50), row.api.p50 / row.sql.p50, row.api.p50 / http.p50)} | ` +
        `${cell(ms(row.api.p95), row.api.p95 / row.sql.p95, row.api.p95 / http.p95)} | ` +
        `${cell(Math.round(row.api.rps).toString(), row.sql.rps / row.api.rps, http.rps / row.api.rps)} |`,
    ),
    '',
    'Floors:',
    '',
    '| floor | p50 ms | p95 ms | requests/s |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| SQL · ${row.name} | ${ms(row.sql.p50)} | ${ms(row.sql.p95)} | ${Math.round(row.sql.rps)} |`,
    ),
    `| HTTP · bare Fastify route | ${ms(http.p50)} | ${ms(http.p95)} | ${Math.round(http.rps)} |`,
    '',
  ];
  const searches = rows.filter((row) => row.search);
  const slow = searches.filter((row) => row.api.p95 >= 50).map((row) => row.name);
  const far = rows.filter((row) => row.api.p95 / row.sql.p95 > 2).map((row) => row.name);
  lines.push(
    `Targets (p95 < 50 ms for each search; API p95 within 2× its SQL floor): ` +
      `${slow.length === 0 ? 'p95 met' : `p95 missed by ${slow.join(', ')}`}; ` +
      `${far.length === 0 ? '2× met' : `2× missed by ${far.join(', ')}`}.`,
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  );
  return lines.join('\n');
}
