// The OpenAPI document as the server answers it at /api/openapi.json, from the real app on an
// empty scratch database (the document depends on the routes only, not on the data).
import { createTestApp } from '../../tests/helpers/app.ts';

export async function liveOpenApiDocument(): Promise<object> {
  const t = await createTestApp({ demo: false });
  try {
    return (await t.app.inject({ url: '/api/openapi.json' })).json<object>();
  } finally {
    await t.close();
  }
}
