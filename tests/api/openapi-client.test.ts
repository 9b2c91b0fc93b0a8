import { readFile } from 'node:fs/promises';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../generated/api-types.ts';
import { API_TYPES_FILE, apiTypesOf } from '../../scripts/openapi/types.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// A client typed by the types generated from the OpenAPI document (generated/api-types.ts,
// openapi-typescript), calling the real server over HTTP. `npm run typecheck` compiles these
// calls: a renamed field or parameter in the API breaks the build of such a client, and the
// `@ts-expect-error` lines below break it if the types grow what the API must never send.
describe('the typed client generated from the OpenAPI document', () => {
  let t: TestApp;
  let client: ReturnType<typeof createClient<paths>>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createClient<paths>({ baseUrl: address });
  }, 120_000);
  afterAll(() => t.close());

  it('is generated from the document the server answers today', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<object>();
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const fresh = await apiTypesOf(document);
    expect(
      committed === fresh,
      `${API_TYPES_FILE} is out of date: run npm run generate:api-types`,
    ).toBe(true);
  });

  it('searches and opens a property through typed calls', async () => {
    const search = await client.GET('/api/properties', {
      params: { query: { locale: 'ar', limit: 2, order_by: 'price_asc' } },
    });
    expect(search.response.status).toBe(200);
    const page = search.data!;
    expect(page.limit).toBe(2);
    expect(page.data).toHaveLength(2);
    const card = page.data[0]!;
    expect(card.price).toBeLessThanOrEqual(page.data[1]!.price);
    // @ts-expect-error: a card never carries the seller's phone number.
    expect(card.seller_phone).toBeUndefined();

    const details = await client.GET('/api/properties/{id}', {
      params: { path: { id: card.id }, query: { locale: 'ar' } },
    });
    expect(details.data?.id).toBe(card.id);
    expect(typeof details.data?.seller_contact.phone).toBe('boolean');
  });

  it('gets the typed error answer for a bad parameter', async () => {
    const { data, error, response } = await client.GET('/api/properties', {
      params: { query: { min_price: 5_000_000, max_price: 1_000_000 } },
    });
    expect(response.status).toBe(400);
    expect(data).toBeUndefined();
    expect(error?.message).toContain('min_price');
  });
});
