// The OpenAPI document as the server answers it at /api/openapi.json, from the real app assembled
// on a scratch embedded database (the document depends on the routes only, not on the data).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assemble } from '../../server/assemble.ts';
import { parseConfig } from '../../server/config.ts';

export async function liveOpenApiDocument(): Promise<object> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openapi-document-'));
  try {
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: 'openapi',
      ADMIN_PASSWORD: 'openapi-document-only',
    });
    const assembled = await assemble(config, { web: 'none', logger: false });
    try {
      return (await assembled.app.inject({ url: '/api/openapi.json' })).json<object>();
    } finally {
      await assembled.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
