// The catalogue's export, template and import (decision 0041), on the real app and database:
// what a file holds, what a preview says row by row, and that a confirmation writes all or nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import {
  createProperty,
  deleteAllProperties,
  referenceIds,
  type RefIds,
} from '../../helpers/factories.ts';
import { multipart, testPng } from '../../helpers/multipart.ts';

const ORIGIN = 'https://immo.example.dz';

/** A CSV as staff save it from Excel: `;` between cells, CRLF. */
const csvFile = (rows: string[][]) =>
  Buffer.from(
    rows
      .map((row) =>
        row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';'),
      )
      .join('\r\n'),
  );

const HEADER = [
  'id',
  'name_fr',
  'name_en',
  'name_ar',
  'base_price',
  'wilaya',
  'property_types',
  'living_area',
];

describe('catalogue export, template and import', () => {
  let t: TestApp;
  let agent: LoggedIn;
  let admin: LoggedIn;
  let otherAdmin: LoggedIn;
  let refs: RefIds;

  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { PUBLIC_URL: `${ORIGIN}/` } });
    [agent, admin, otherAdmin] = await Promise.all([
      loginAs(t, 'agent'),
      loginAs(t, 'superadmin'),
      loginAs(t, 'superadmin'),
    ]);
    refs = await referenceIds(t.services.db);
  });
  afterAll(() => t.close());

  const countProperties = async () =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(schema.properties))[0]!.n;

  const sendImport = (who: LoggedIn, data: Buffer, filename = 'biens.csv') =>
    who.inject({
      method: 'POST',
      url: '/api/admin/property/import',
      ...multipart([{ filename, data, field: 'file' }]),
    });
  const confirm = (who: LoggedIn, id: number) =>
    who.inject({ method: 'POST', url: `/api/admin/property/import/${id}/confirm` });

  describe('export', () => {
    beforeAll(async () => {
      await deleteAllProperties(t.services.db);
      await createProperty(t.services.db, {
        name_fr: 'Villa à Oran',
        name_ar: 'فيلا في وهران',
        wilaya_id: 31,
        wilaya_fr: 'Oran',
        base_price: 45_000_000,
        property_types: [refs.types.villa!],
        images: ['/media/2026/abc123'],
      });
      await createProperty(t.services.db, { name_fr: 'Studio à Alger', wilaya_id: 16 });
      await createProperty(t.services.db, { name_fr: 'Caché', isVisible: false, wilaya_id: 31 });
    });

    it('answers a dated CSV for Excel (BOM, `;`) with names, three languages and photo URLs', async () => {
      const response = await agent.inject({
        url: '/api/admin/property/export?format=csv&wilayas=31',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="biens-${today}.csv"`,
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parse(response.rawPayload, {
        bom: true,
        delimiter: ';',
        columns: true,
      }) as Record<string, string>[];
      // The filter of the list: Oran only, hidden ones included.
      expect(rows.map((row) => row.name_fr).sort()).toEqual(['Caché', 'Villa à Oran']);
      const villa = rows.find((row) => row.name_fr === 'Villa à Oran')!;
      expect(villa.name_ar).toBe('فيلا في وهران');
      expect(villa.wilaya).toBe('Oran');
      expect(villa.property_types).toBe('Villa');
      expect(villa.base_price).toBe('45000000');
      expect(villa.isVisible).toBe('oui');
      expect(villa.images).toBe(`${ORIGIN}/media/2026/abc123`);
    });

    it('answers the same rows as XLSX', async () => {
      const response = await agent.inject({ url: '/api/admin/property/export?format=xlsx' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /filename="biens-\d{4}-\d\d-\d\d\.xlsx"/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(4);
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      const names = [2, 3, 4].map(
        (n) => sheet.getRow(n).getCell(headers.indexOf('name_fr') + 1).value,
      );
      expect(names.sort()).toEqual(['Caché', 'Studio à Alger', 'Villa à Oran']);
    });

    it('refuses an unknown format and a bad filter with 400', async () => {
      expect(
        (await agent.inject({ url: '/api/admin/property/export?format=pdf' })).statusCode,
      ).toBe(400);
      const range = await agent.inject({
        url: '/api/admin/property/export?format=csv&min_price=9&max_price=1',
      });
      expect(range.statusCode).toBe(400);
    });
  });

  describe('template', () => {
    it('has the export columns, a row of notes in French and an example, both skipped on import', async () => {
      const csv = await admin.inject({ url: '/api/admin/property/import/template?format=csv' });
      expect(csv.statusCode).toBe(200);
      const rows = parse(csv.rawPayload, { bom: true, delimiter: ';' }) as string[][];
      const exported = await admin.inject({ url: '/api/admin/property/export?format=csv' });
      const exportHeader = (
        parse(exported.rawPayload, { bom: true, delimiter: ';', to: 1 }) as string[][]
      )[0];
      expect(rows[0]).toEqual(exportHeader);
      expect(rows[1]![0]).toMatch(/^# Numéro du bien/);
      expect(rows[2]![0]).toMatch(/^# Exemple/);
      const importedAsIs = await sendImport(admin, csv.rawPayload);
      expect(importedAsIs.statusCode).toBe(400);
      expect(importedAsIs.json().code).toBe('import.empty');

      const xlsx = await admin.inject({ url: '/api/admin/property/import/template?format=xlsx' });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect((workbook.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(exportHeader);
    });
  });

  describe('import', () => {
    it('previews every error in French with its row and column, and writes nothing', async () => {
      await deleteAllProperties(t.services.db);
      const before = await countProperties();
      const file = csvFile([
        HEADER,
        ['', 'Villa neuve', 'New villa', 'فيلا جديدة', '30000000', 'Tlemcen', 'Villa', '200'],
        ['', 'Sans prix', 'No price', 'بدون سعر', 'beaucoup', 'Atlantide', 'Château', ''],
        ['999999', 'Inconnu', 'Unknown', 'مجهول', '1000', '16', '', ''],
      ]);
      const response = await sendImport(admin, file);
      expect(response.statusCode).toBe(200);
      const preview = response.json();
      expect(preview).toMatchObject({
        total_rows: 3,
        create_count: 2,
        update_count: 1,
        error_count: 2,
      });
      const byLine = Object.fromEntries(
        preview.rows.map((row: { line: number }) => [row.line, row]),
      );
      expect(byLine[2]).toMatchObject({ action: 'create', errors: [] });
      expect(byLine[3].errors).toEqual(
        expect.arrayContaining([
          { column: 'base_price', message: 'Nombre attendu.' },
          { column: 'wilaya', message: 'Wilaya inconnue : « Atlantide ».' },
          {
            column: 'property_types',
            message: '« Château » absent de la liste « Types de bien ».',
          },
        ]),
      );
      expect(byLine[4].errors).toEqual([
        {
          column: 'id',
          message: 'Aucun bien n° 999999 : laissez la case vide pour créer un bien.',
        },
      ]);
      // Rows with errors come first, for the screen's "errors only" view.
      expect(preview.rows[0].errors.length).toBeGreaterThan(0);
      expect(await countProperties()).toBe(before);

      const refused = await confirm(admin, preview.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('import.has_errors');
      expect(await countProperties()).toBe(before);
    });

    it('creates and updates on confirmation, once', async () => {
      await deleteAllProperties(t.services.db);
      const existing = await createProperty(t.services.db, {
        name_fr: 'Ancien titre',
        base_price: 5_000_000,
      });
      const file = csvFile([
        HEADER,
        [
          '',
          'Villa neuve',
          'New villa',
          'فيلا جديدة',
          '30 000 000',
          'Tlemcen',
          'Villa | Appartement',
          '200,5',
        ],
        [String(existing.id), 'Nouveau titre', 'New title', 'عنوان جديد', '6000000', '16', '', ''],
      ]);
      const preview = (await sendImport(admin, file)).json();
      expect(preview).toMatchObject({ create_count: 1, update_count: 1, error_count: 0 });
      expect(await countProperties()).toBe(1);

      const response = await confirm(admin, preview.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ created: 1, updated: 1, images_set_aside: [] });
      const rows = await t.services.db.select().from(schema.properties);
      const villa = rows.find((row) => row.name_fr === 'Villa neuve')!;
      expect(villa).toMatchObject({
        base_price: 30_000_000,
        wilaya_id: 13,
        wilaya_fr: 'Tlemcen',
        living_area: 200.5,
        name_ar: 'فيلا جديدة',
      });
      expect(villa.property_types.sort()).toEqual([refs.types.villa, refs.types.apartment].sort());
      const updated = rows.find((row) => row.id === existing.id)!;
      expect(updated).toMatchObject({ name_fr: 'Nouveau titre', base_price: 6_000_000 });

      const again = await confirm(admin, preview.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('import.already_confirmed');
      expect(await countProperties()).toBe(2);
    });

    it('writes nothing when one row can no longer be written (all or nothing)', async () => {
      await deleteAllProperties(t.services.db);
      const doomed = await createProperty(t.services.db, { name_fr: 'Bientôt supprimé' });
      const file = csvFile([
        HEADER,
        ['', 'Premier', 'First', 'الأول', '1000000', '', '', ''],
        ['', 'Deuxième', 'Second', 'الثاني', '2000000', '', '', ''],
        [String(doomed.id), 'Modifié', 'Changed', 'معدل', '3000000', '', '', ''],
      ]);
      const preview = (await sendImport(admin, file)).json();
      expect(preview.error_count).toBe(0);
      await t.services.db.delete(schema.properties).where(eq(schema.properties.id, doomed.id));

      const response = await confirm(admin, preview.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('import.stale');
      expect(await countProperties()).toBe(0);
      // Not marked confirmed either: the transaction took the claim back with it.
      const [stored] = await t.services.db
        .select()
        .from(schema.propertyImports)
        .where(eq(schema.propertyImports.id, preview.id));
      expect(stored!.confirmed_at).toBeNull();
    });

    it('refuses an expired preview (410) and one made by another account (403)', async () => {
      const file = csvFile([HEADER, ['', 'Un bien', 'A property', 'عقار', '1000000', '', '', '']]);
      const expired = (await sendImport(admin, file)).json();
      await t.services.db
        .update(schema.propertyImports)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(schema.propertyImports.id, expired.id));
      const late = await confirm(admin, expired.id);
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe('import.expired');

      const theirs = (await sendImport(otherAdmin, file)).json();
      const foreign = await confirm(admin, theirs.id);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('import.not_owner');
      expect((await confirm(admin, 2_000_000)).statusCode).toBe(404);
    });

    it('is for superadmins: an agent gets 403 on the preview and the confirmation', async () => {
      const file = csvFile([HEADER, ['', 'Un bien', 'A property', 'عقار', '1000000', '', '', '']]);
      const denied = await sendImport(agent, file);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('auth.forbidden');
      const preview = (await sendImport(admin, file)).json();
      expect((await confirm(agent, preview.id)).statusCode).toBe(403);
      const [stored] = await t.services.db
        .select()
        .from(schema.propertyImports)
        .where(eq(schema.propertyImports.id, preview.id));
      expect(stored!.confirmed_at).toBeNull();
    });

    it('reads its own export back (XLSX): every row an update without error', async () => {
      await deleteAllProperties(t.services.db);
      await createProperty(t.services.db, {
        name_fr: 'Un',
        property_types: [refs.types.villa!],
        images: [],
      });
      await createProperty(t.services.db, { name_fr: 'Deux', images: [] });
      const exported = await admin.inject({ url: '/api/admin/property/export?format=xlsx' });
      const response = await sendImport(admin, exported.rawPayload, 'biens.xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total_rows: 2, update_count: 2, error_count: 0 });
    });

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
      const result = (await confirm(admin, preview.id)).json();
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
        const result = (await confirm(admin, preview.id)).json();
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

    it('answers clear 4xx for a file it cannot take', async () => {
      const noHeader = await sendImport(
        admin,
        csvFile([
          ['a', 'b'],
          ['1', '2'],
        ]),
      );
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json().code).toBe('import.missing_columns');

      const binary = await sendImport(admin, Buffer.from([0, 1, 2, 3, 0, 9]), 'x.csv');
      expect(binary.statusCode).toBe(400);
      expect(binary.json().code).toBe('import.unreadable_file');

      const rows = ['id;name_fr', ...Array.from({ length: 100_001 }, (_, i) => `;B${i}`)];
      const tooMany = await sendImport(admin, Buffer.from(rows.join('\n')));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().code).toBe('import.too_many_rows');

      const none = await admin.inject({
        method: 'POST',
        url: '/api/admin/property/import',
        ...multipart([]),
      });
      expect(none.statusCode).toBe(400);
    });
  });
});
