// Numbers the database cannot take: a required number sent empty ('', ' ', null) in every admin
// payload that has one, and list filters past the range of the column they compare with
// (integer, smallint). Each is a clear 400 naming the field, and nothing is written. The numeric
// fields are read from the app's own OpenAPI document, so a new one is swept as soon as it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import {
  databaseFingerprint,
  expectClear4xx,
  expectNoLeak,
  reportTally,
  tally,
} from './clear-answer.ts';

// OpenAPI 3.1: a field's type is a name or a list of names (`["number", "null"]`).
type TypeNames = string | string[] | undefined;
interface FieldSchema {
  type?: TypeNames;
  anyOf?: { type?: TypeNames }[];
}
interface BodySchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

let t: TestApp;
let admin: LoggedIn;
let propertyId: number;
let adId: number;
let client = 0;
let bodies: Record<string, BodySchema>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
  propertyId = (await createProperty(t.services.db)).id;
  adId = (await send('POST', '/api/admin/ad', { name_fr: 'Annonceur témoin' })).json().id;
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  }>();
  bodies = {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content?.['application/json'] as { schema?: BodySchema };
      if (json?.schema) bodies[`${method.toUpperCase()} ${path}`] = json.schema;
    }
  }
}, 120_000);
afterAll(async () => {
  reportTally('numbers');
  await t?.close();
});

function send(method: string, url: string, payload?: object) {
  client += 1;
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: {
      authorization: `Bearer ${admin.token}`,
      'x-forwarded-for': `10.77.${client >> 8}.${client & 255}`,
    },
    ...(payload ? { payload } : {}),
  });
}

/** A number field (the id lists, which also take arrays, are not numbers). */
function isNumeric(field: FieldSchema): boolean {
  const names = (type: TypeNames) => (Array.isArray(type) ? type : [type]);
  const types = [...names(field.type), ...(field.anyOf ?? []).flatMap((o) => names(o.type))];
  return types.some((type) => type === 'number' || type === 'integer') && !types.includes('array');
}

/** The numeric fields of a route's body, and which of them its create route requires. */
function numericFields(route: string, createRoute: string) {
  const schema = bodies[route]!;
  const required = new Set(bodies[createRoute]?.required ?? []);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([, field]) => isNumeric(field))
    .map(([name]) => name);
  return { required: fields.filter((name) => required.has(name)), fields };
}

// The admin payloads with numbers, each with a valid body the blank value is added to.
const PAYLOADS = [
  {
    route: 'POST /api/admin/property',
    create: 'POST /api/admin/property',
    url: () => '/api/admin/property',
    valid: { name_fr: 'Villa', name_en: 'Villa', name_ar: 'فيلا', base_price: 1000 },
  },
  {
    route: 'PATCH /api/admin/property/{id}',
    create: 'POST /api/admin/property',
    url: () => `/api/admin/property/${propertyId}`,
    valid: { name_fr: 'Villa modifiée' },
  },
  {
    route: 'POST /api/admin/ad',
    create: 'POST /api/admin/ad',
    url: () => '/api/admin/ad',
    valid: { name_fr: 'Annonceur' },
  },
  {
    route: 'PATCH /api/admin/ads/{id}',
    create: 'POST /api/admin/ad',
    url: () => `/api/admin/ads/${adId}`,
    valid: { name_fr: 'Annonceur modifié' },
  },
  {
    route: 'POST /api/genInfo',
    create: 'POST /api/genInfo',
    url: () => '/api/genInfo',
    valid: { latitude: 36.75, longitude: 3.06 },
  },
];
const BLANKS = ['', ' ', '\t', null];

describe('a required number sent empty', () => {
  it('finds the numbers of every admin payload, base_price among the required ones', () => {
    const property = numericFields('POST /api/admin/property', 'POST /api/admin/property');
    expect(property.required).toEqual(['base_price']);
    expect(property.fields.length).toBeGreaterThan(10);
    expect(numericFields('POST /api/genInfo', 'POST /api/genInfo').required).toEqual([
      'latitude',
      'longitude',
    ]);
  });

  it('answers 400 naming the field, on create and on update, and writes nothing', async () => {
    const before = await databaseFingerprint(t.services.db);
    let count = 0;
    for (const payload of PAYLOADS) {
      for (const field of numericFields(payload.route, payload.create).required) {
        for (const blank of BLANKS) {
          const body = { ...payload.valid, [field]: blank };
          const response = await send(payload.route.split(' ')[0]!, payload.url(), body);
          const label = `${payload.route} ${JSON.stringify(body)}`;
          expectClear4xx(response, label, 400);
          expect(response.json().message, label).toContain(field);
          count += 1;
        }
      }
    }
    // base_price on create and update (4 blanks each), latitude and longitude of genInfo.
    expect(count).toBe(16);
    expect(await databaseFingerprint(t.services.db)).toEqual(before);
  });

  it('keeps the stored price when an update sends it empty', async () => {
    const read = await send('GET', `/api/admin/property/${propertyId}`);
    expect(read.json().base_price).toBe(10_000_000);
  });

  it('takes an optional number sent empty as no value, never a 5xx', async () => {
    let count = 0;
    for (const payload of PAYLOADS) {
      const { fields, required } = numericFields(payload.route, payload.create);
      for (const field of fields.filter((name) => !required.includes(name))) {
        for (const blank of BLANKS) {
          const body = { ...payload.valid, [field]: blank };
          const response = await send(payload.route.split(' ')[0]!, payload.url(), body);
          const label = `${payload.route} ${JSON.stringify(body)}`;
          if (response.statusCode >= 400) expectClear4xx(response, label);
          else {
            expectNoLeak(response, label);
            // A new property or ad has no value there (an update leaves an empty field as it was).
            if (payload.route.startsWith('POST /api/admin/')) {
              expect(response.json()[field] ?? null, label).toBeNull();
            }
          }
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(60);
  });
});

// Past a PostgreSQL integer (2^31 - 1), a smallint (2^15 - 1) and a bigint (2^63 - 1).
const TOO_BIG = ['2147483648', '32768', '9223372036854775808', '1e15', '-2147483649'];
const COUNT_FILTERS = ['rooms', 'bedrooms', 'bathrooms', 'floors'].flatMap((name) => [
  `min_${name}`,
  `max_${name}`,
]);

describe('list filters past the range of their column', () => {
  it('answers 400 naming the filter, on the admin and the public lists', async () => {
    let count = 0;
    for (const list of ['/api/admin/property', '/api/properties']) {
      for (const filter of COUNT_FILTERS) {
        for (const value of TOO_BIG) {
          const response = await send('GET', `${list}?${filter}=${value}`);
          const label = `${list}?${filter}=${value}`;
          expectClear4xx(response, label, 400);
          expect(response.json().message, label).toContain(filter);
          count += 1;
        }
      }
    }
    expect(count).toBe(80);
  });

  it('still filters by a count in range', async () => {
    const { id } = await createProperty(t.services.db, { num_rooms: 7, num_bedrooms: 5 });
    for (const list of ['/api/admin/property', '/api/properties']) {
      const response = await send('GET', `${list}?min_rooms=7&max_bedrooms=5`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    }
  });

  it('leaves nothing answered 5xx and nothing wrongly accepted', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.wronglyAccepted).toBe(0);
  });
});
