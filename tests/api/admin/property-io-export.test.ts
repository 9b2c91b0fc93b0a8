// The catalogue's export and the import's template (decision 0041), on the real app and
// database: what a file holds, in CSV for Excel and in XLSX, with the back-office list's filters.
import ExcelJS from '../../../server/services/property-io/exceljs.ts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import {
  createProperty,
  deleteAllProperties,
  referenceIds,
  type RefIds,
} from '../../helpers/factories.ts';
import { IO_ORIGIN, sendImport } from '../../helpers/property-io.ts';

describe('catalogue export and template', () => {
  let t: TestApp;
  let agent: LoggedIn;
  let admin: LoggedIn;
  let refs: RefIds;

  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { PUBLIC_URL: `${IO_ORIGIN}/` } });
    [agent, admin] = await Promise.all([loginAs(t, 'agent'), loginAs(t, 'superadmin')]);
    refs = await referenceIds(t.services.db);
  });
  afterAll(() => t.close());

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
      expect(villa.images).toBe(`${IO_ORIGIN}/media/2026/abc123`);
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
});
