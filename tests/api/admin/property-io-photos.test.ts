// Photos an import names by the address of another site (decisions 0041, 0062), on the real app
// and database and a real local photo server: set aside unless a superadmin allows their host
// name, on its default port, resolving to public addresses only; then fetched through the image
// pipeline.
import { createServer } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { deleteAllProperties } from '../../helpers/factories.ts';
import { testPng } from '../../helpers/multipart.ts';
import { fetchAllowedImages } from '../../../server/services/property-io/import-images.ts';
import {
  PUBLIC_PHOTO_POLICY,
  downloadPhoto,
  isNonPublicAddress,
} from '../../../server/services/property-io/photo-fetch.ts';
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

  it('fetches photo URLs from the host names a superadmin allows, through the image pipeline', async () => {
    const png = await testPng(64, 48);
    let requests = 0;
    const server = createServer((request, response) => {
      requests += 1;
      if (request.url === '/salon.png')
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const putHosts = (who: LoggedIn, hosts: string[]) =>
      who.inject({
        method: 'PUT',
        url: '/api/admin/property/import/image-hosts',
        payload: { hosts },
      });
    try {
      expect((await putHosts(agent, ['photos.example.org'])).statusCode).toBe(403);
      // Names only: no scheme, no port, no IP address (the cloud's metadata service, loopback).
      for (const bad of [
        'https://photos.example.org/',
        'photos.example.org:8080',
        '127.0.0.1',
        '169.254.169.254',
        '[::1]',
        '10.0.0.1',
      ]) {
        const refused = await putHosts(admin, [bad]);
        expect(refused.statusCode, bad).toBe(400);
      }
      const saved = await putHosts(admin, ['Photos.Example.org', 'photos.example.org']);
      expect(saved.json()).toEqual({ hosts: ['photos.example.org'] });
      // Which hosts the server may call is a setting: the journal keeps who changed it, once.
      expect((await putHosts(admin, ['photos.example.org'])).statusCode).toBe(200);
      const journal = await t.services.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entity_label, 'Hôtes des photos importées'));
      expect(journal).toEqual([
        expect.objectContaining({
          action: 'update',
          entity: 'settings',
          actor_id: admin.agent.id,
          changes: { import_image_hosts: { after: ['photos.example.org'] } },
        }),
      ]);

      // Through the route, as production fetches: an address on another port, or an IP
      // literal, is set aside without a request.
      await deleteAllProperties(t.services.db);
      const onPort = `http://photos.example.org:${port}/salon.png`;
      const literal = `http://127.0.0.1:${port}/salon.png`;
      const file = csvFile([
        [...HEADER, 'images'],
        ['', 'Photo', 'Photo', 'صورة', '1000000', '', '', '', `${onPort} | ${literal}`],
      ]);
      const preview = (await sendImport(admin, file)).json();
      expect(preview.image_hosts).toEqual(['photos.example.org']);
      const result = (await confirmImport(admin, preview.id)).json();
      expect(result.images_fetched).toBe(0);
      expect(result.images_set_aside.map((entry: { url: string }) => entry.url)).toEqual([
        onPort,
        literal,
      ]);
      expect(requests).toBe(0);

      // A name that resolves to loopback is refused by the resolver, before any connection.
      const local = new URL(`http://localhost:${port}/salon.png`);
      const onTestPort = { ...PUBLIC_PHOTO_POLICY, ports: { 'http:': port, 'https:': port } };
      expect(await downloadPhoto(local, onTestPort)).toBeNull();
      expect(requests).toBe(0);

      // The pipeline itself, with a resolver that sends the allowed name to the test's server.
      const toTestServer = ((_host, options, callback) =>
        options.all
          ? callback(null, [{ address: '127.0.0.1', family: 4 }] as never)
          : callback(null, '127.0.0.1', 4)) as LookupFunction;
      expect(await downloadPhoto(local, { ...onTestPort, lookup: toTestServer })).toEqual(png);
      await deleteAllProperties(t.services.db);
      const base = 'http://photos.example.org';
      const second = (
        await sendImport(
          admin,
          csvFile([
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
          ]),
        )
      ).json();
      const fetched = await fetchAllowedImages(
        t.services.db,
        t.services.media,
        second.id,
        ['photos.example.org'],
        admin.agent.id,
        { lookup: toTestServer, ports: { 'http:': port, 'https:': port } },
      );
      expect(fetched.fetchedCount).toBe(1);
      expect([...fetched.setAside.values()]).toEqual([[`${base}/absente.png`]]);
      expect([...fetched.fetched.values()][0]![0]).toMatch(/^\/media\//);
    } finally {
      server.close();
      await putHosts(admin, []);
    }
  });

  it('tells public addresses from the others', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ])
      expect(isNonPublicAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '41.111.2.3', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isNonPublicAddress(address), address).toBe(false);
  });
});
