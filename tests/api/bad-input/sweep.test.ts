// The bad-input sweep over every documented route (read from the app's own OpenAPI document, so
// a new route is swept as soon as it exists): SQL and script injection, path traversal, NUL bytes
// and huge strings in every path parameter, query parameter and JSON body field, as the
// superadmin. Every answer is a clear 4xx or a normal answer, never a 5xx or a stack trace, and
// the database is exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import {
  databaseFingerprint,
  expectClear4xx,
  expectNoLeak,
  HOSTILE_STRINGS,
  reportTally,
  tally,
} from './clear-answer.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: { enum?: string[] };
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodyFields: string[];
}

// Routes that only answer the process's state.
const SKIPPED = new Set(['/api/health', '/api/ready']);

let t: TestApp;
let admin: LoggedIn;
let operations: Operation[];
let client = 0;
let before: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
  await createProperty(t.services.db, { name_fr: 'Villa témoin' });
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Record<string, unknown>>>;
  }>();
  operations = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (SKIPPED.has(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: object }> })
        ?.content?.['application/json']?.schema as { properties?: object } | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        bodyFields: Object.keys(content?.properties ?? {}),
      });
    }
  }
  before = await databaseFingerprint(t.services.db);
}, 120_000);
afterAll(async () => {
  reportTally('sweep');
  await t?.close();
});

/** A harmless value for a path parameter: its first allowed value, or an id that is not there. */
function defaultPathValue(parameter: Parameter): string {
  return parameter.schema?.enum?.[0] ?? '999999';
}

function urlOf(op: Operation, pathValues: Record<string, string>, query = ''): string {
  let url = op.path;
  for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
    const value = pathValues[parameter.name] ?? defaultPathValue(parameter);
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  return query ? `${url}?${query}` : url;
}

function send(op: Operation, url: string, payload?: Record<string, unknown>) {
  client += 1;
  return t.app.inject({
    method: op.method as 'GET',
    url,
    // Each request from its own address: the rate limits must not hide what validation says.
    headers: {
      authorization: `Bearer ${admin.token}`,
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
    ...(payload ? { payload } : {}),
  });
}

describe('the bad-input sweep over every documented route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.some((op) => op.path === '/api/properties' && op.method === 'GET')).toBe(
      true,
    );
  });

  it('answers a clear 4xx to hostile path parameters', async () => {
    let count = 0;
    for (const op of operations) {
      for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
        for (const hostile of HOSTILE_STRINGS) {
          const response = await send(op, urlOf(op, { [parameter.name]: hostile }));
          expectClear4xx(
            response,
            `${op.method} ${op.path} ${parameter.name}=${hostile.slice(0, 30)}`,
          );
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(100);
  }, 300_000);

  it('answers hostile query parameters without a 5xx or a leak', async () => {
    let count = 0;
    for (const op of operations) {
      for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
        for (const hostile of HOSTILE_STRINGS) {
          const query = `${parameter.name}=${encodeURIComponent(hostile)}`;
          const response = await send(op, urlOf(op, {}, query));
          const label = `${op.method} ${op.path}?${parameter.name}=${hostile.slice(0, 30)}`;
          if (response.statusCode >= 400) expectClear4xx(response, label);
          else expectNoLeak(response, label);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(200);
  }, 300_000);

  it('answers numbers past the database range in every query parameter without a 5xx', async () => {
    // Past a PostgreSQL integer (2^31 - 1), a smallint (2^15 - 1), a bigint (2^63 - 1).
    const tooBig = ['2147483648', '32768', '9223372036854775808', '-2147483649', '1e15'];
    let count = 0;
    for (const op of operations) {
      for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
        for (const value of tooBig) {
          const response = await send(op, urlOf(op, {}, `${parameter.name}=${value}`));
          const label = `${op.method} ${op.path}?${parameter.name}=${value}`;
          if (response.statusCode >= 400) expectClear4xx(response, label);
          else expectNoLeak(response, label);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(100);
  }, 300_000);

  it('leaves the database exactly as it was', async () => {
    const after = await databaseFingerprint(t.services.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual([]);
  });

  it('answers hostile JSON body fields with a clear 4xx, or stores them as plain text', async () => {
    let count = 0;
    const accepted: string[] = [];
    for (const op of operations.filter((o) => o.bodyFields.length > 0)) {
      for (const field of op.bodyFields) {
        for (const hostile of HOSTILE_STRINGS) {
          // One field alone, the others missing: a valid request only where that field is all
          // the route needs (an ad needs only its name).
          const response = await send(op, urlOf(op, {}), { [field]: hostile });
          const label = `${op.method} ${op.path} {${field}: ${hostile.slice(0, 30)}}`;
          if (response.statusCode < 400) {
            expectNoLeak(response, label);
            // Stored as given, character for character: text, never SQL or markup.
            expect(response.json<Record<string, unknown>>()[field], label).toBe(hostile);
            accepted.push(`${op.method} ${op.path} ${field}`);
          } else {
            expectClear4xx(response, label);
          }
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(300);
    // The only valid one-field body: an ad with a name (stored verbatim, checked above).
    expect([...new Set(accepted)]).toEqual(['POST /api/admin/ad name_fr']);
    const after = await databaseFingerprint(t.services.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    // The ads it created, and the audit log's entries of those creations (decision 0042).
    expect(changed).toEqual(['ads', 'audit_log']);
  }, 300_000);

  it('saw no 5xx, accepted nothing it had to refuse, refused nothing without a code', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.wronglyAccepted).toBe(0);
    expect(tally.withoutCode).toBe(0);
  });

  it('finds nothing with an injected keyword, and still finds by a real one', async () => {
    const injected = await t.app.inject({
      url: `/api/properties?text=${encodeURIComponent("' OR '1'='1")}`,
    });
    expect(injected.statusCode).toBe(200);
    expect(injected.json().total).toBe(0);
    const real = await t.app.inject({ url: '/api/properties?text=temoin' });
    expect(real.json().total).toBe(1);
  });
});
