// Photos an import names by the address of another site (decision 0041), on the real app and
// database and a real local photo server: set aside unless a superadmin allows their host, then
// fetched through the image pipeline.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { deleteAllProperties } from '../../helpers/factories.ts';
import { testPng } from '../../helpers/multipart.ts';
import {
  HEADER,
  IO_ORIGIN,
  confirmImport,
  csvFile,
  sendImport,
} from '../../helpers/property-io.ts';

describe('catalogue import: photos by address', () => {
  let t: TestApp;
  let agent: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { PUBLIC_URL: `${IO_ORIGIN}/` } });
    [agent, admin] = await Promise.all([loginAs(t, 'agent'), loginAs(t, 'superadmin')]);
  });
  afterAll(() => t.close());

  it('sets photo URLs of other sites aside when no host is allowed, and reports them', async () => {
    await deleteAllProperties(t.services.db);
    const file = csvFile([
      [...HEADER, 'images'],
      [
        '',
        'Avec photo',
        'With photo',
        'مع صورة',
        '1000000',
        '',
        '',
        '',
        'https://photos.example.org/a.jpg',
      ],
    ]);
    const preview = (await sendImport(admin, file)).json();
    expect(preview.rows[0].image_urls).toEqual(['https://photos.example.org/a.jpg']);
    expect(preview.image_hosts).toEqual([]);
    const result = (await confirmImport(admin, preview.id)).json();
    expect(result.images_fetched).toBe(0);
    expect(result.images_set_aside).toEqual([
      expect.objectContaining({ line: 2, url: 'https://photos.example.org/a.jpg' }),
    ]);
    const [created] = await t.services.db
      .select()
      .from(schema.properties)
      .where(inArray(schema.properties.id, [result.images_set_aside[0].property_id]));
    expect(created!.images).toEqual([]);
  });

  it('fetches photo URLs from the hosts a superadmin allows, through the image pipeline', async () => {
    const png = await testPng(64, 48);
    const server = createServer((request, response) => {
      if (request.url === '/salon.png')
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const denied = await agent.inject({
        method: 'PUT',
        url: '/api/admin/property/import/image-hosts',
        payload: { hosts: ['127.0.0.1'] },
      });
      expect(denied.statusCode).toBe(403);
      const bad = await admin.inject({
        method: 'PUT',
        url: '/api/admin/property/import/image-hosts',
        payload: { hosts: ['https://photos.example.org/'] },
      });
      expect(bad.statusCode).toBe(400);
      const saved = await admin.inject({
        method: 'PUT',
        url: '/api/admin/property/import/image-hosts',
        payload: { hosts: ['127.0.0.1', '127.0.0.1'] },
      });
      expect(saved.json()).toEqual({ hosts: ['127.0.0.1'] });

      await deleteAllProperties(t.services.db);
      const base = `http://127.0.0.1:${port}`;
      const file = csvFile([
        [...HEADER, 'images'],
        [
          '',
          'Photo',
          'Photo',
          'صورة',
          '1000000',
          '',
          '',
          '',
          `${base}/salon.png | ${base}/absente.png`,
        ],
      ]);
      const preview = (await sendImport(admin, file)).json();
      expect(preview.image_hosts).toEqual(['127.0.0.1']);
      const result = (await confirmImport(admin, preview.id)).json();
      expect(result.images_fetched).toBe(1);
      expect(result.images_set_aside).toEqual([
        expect.objectContaining({ url: `${base}/absente.png` }),
      ]);
      const [created] = await t.services.db.select().from(schema.properties);
      expect(created!.images).toHaveLength(1);
      expect(created!.images[0]).toMatch(/^\/media\//);
    } finally {
      server.close();
      await admin.inject({
        method: 'PUT',
        url: '/api/admin/property/import/image-hosts',
        payload: { hosts: [] },
      });
    }
  });
});
