// Every typed search of the understanding's table (tests/helpers/typed-searches.ts, 170+ rows in
// French, Arabic, English and Darija) run through GET /api/properties on the demo catalogue, as
// typed and as the structured filters the table says it means, with the left words as text: both
// give the same listings in the same order. So a typed search, the address it becomes and a
// saved search agree, on the embedded database and on PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { referenceIds, type RefIds } from '../../helpers/factories.ts';
import { TYPED_SEARCHES, type Expected } from '../../helpers/typed-searches.ts';
import type { Range } from '../../../common/query-understanding.ts';
import { COMMUNES } from '../../../common/communes.ts';

let t: TestApp;
let refs: RefIds;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  refs = await referenceIds(t.services.db);
});
afterAll(() => t.close());

async function ids(params: URLSearchParams): Promise<number[]> {
  params.set('locale', 'fr');
  params.set('limit', '100');
  const response = await t.app.inject({ url: `/api/properties?${params}` });
  expect(response.statusCode, `${params} ${response.body}`).toBe(200);
  return (response.json() as TPropertyList).data.map((card) => card.id);
}

function setRange(params: URLSearchParams, name: string, range: Range | undefined): void {
  if (range?.min !== undefined && range.min > 0) params.set(`min_${name}`, String(range.min));
  if (range?.max !== undefined) params.set(`max_${name}`, String(range.max));
}

/** The structured search a row of the table stands for. */
function structured(expected: Expected): URLSearchParams {
  const params = new URLSearchParams();
  const keyIds = (list: keyof RefIds, keys: string[]) =>
    keys.map((key) => refs[list][key]).filter((id): id is number => id !== undefined);
  if (expected.types) params.set('property_type_id', keyIds('types', expected.types).join(','));
  if (expected.states) params.set('property_state_id', keyIds('states', expected.states).join(','));
  // « À vendre » is what is still for sale, « à louer » what is still for rent.
  if (expected.tx) {
    const status = expected.tx === 'sell' ? refs.statuses.for_sale : refs.statuses.for_rent;
    params.set('property_status_id', String(status));
  }
  if (expected.wilayas) params.set('wilayas', expected.wilayas.join(','));
  // A commune is the commune filter (decision 0081); a name shared by several communes, those
  // of the wilayas the row names.
  const communes = COMMUNES.filter(
    (commune) =>
      expected.communes?.includes(commune.fr) &&
      (!expected.wilayas || expected.wilayas.includes(commune.wilaya)),
  );
  if (communes.length) params.set('communes', communes.map((commune) => commune.id).join(','));
  if (expected.furnished) params.set('furnished_type_id', String(refs.furnished_types.furnished));
  setRange(params, 'price', expected.price);
  setRange(params, 'bedrooms', expected.bedrooms);
  setRange(params, 'rooms', expected.rooms);
  const land = expected.types?.length && expected.types.every((type) => type === 'land');
  setRange(params, land ? 'land_area' : 'living_area', expected.area);
  if (expected.rest) params.set('text', expected.rest);
  return params;
}

describe('the typed searches of the understanding table, on the database', () => {
  it('are at least 150', () => {
    expect(TYPED_SEARCHES.length).toBeGreaterThanOrEqual(150);
  });

  it('give the listings of their structured filters, in the same order', async () => {
    let found = 0;
    for (const [typed, expected] of TYPED_SEARCHES) {
      if (!typed) continue;
      const [asTyped, asFilters] = await Promise.all([
        ids(new URLSearchParams({ text: typed })),
        ids(structured(expected)),
      ]);
      expect(asTyped, typed).toEqual(asFilters);
      if (asTyped.length > 0) found += 1;
    }
    // Most of the table finds demo listings: the comparison is not between two empty pages.
    expect(found).toBeGreaterThanOrEqual(TYPED_SEARCHES.length / 2);
  });
});
