// The import's limits at size (decisions 0041 and 0050), on the real app and database: files it
// refuses (too large, too long, unreadable) with a clear 4xx and nothing stored, and a file of
// 2,000 rows previewed and confirmed all or nothing across the confirmation's slices.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from '../../../server/services/property-io/exceljs.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../common/schemas/admin-property-io.ts';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty, deleteAllProperties } from '../../helpers/factories.ts';
import { multipart } from '../../helpers/multipart.ts';
import {
  HEADER,
  expectStaleConfirmWritesNothing,
  confirmImport,
  countImports,
  countProperties,
  csvFile,
  newRow,
  sendImport,
} from '../../helpers/property-io.ts';

/** More rows than one slice of the preview and of the confirmation (1,000). */
const LARGE = 2_000;
const SLOW = 180_000;

/** The spooled uploads waiting in the temporary directory. */
const spooled = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('upload-'));

describe('catalogue import at size', () => {
  let t: TestApp;
  let admin: LoggedIn;

  // Uploads spool in the temporary directory: this file's own, so that another file's upload
  // running beside it is not counted as one left behind here.
  const sharedTmp = process.env.TMPDIR;
  let ownTmp: string;
  beforeAll(async () => {
    ownTmp = await mkdtemp(path.join(tmpdir(), 'io-limits-'));
    process.env.TMPDIR = ownTmp;
    t = await createTestApp({ demo: false });
    admin = await loginAs(t, 'superadmin');
  });
  afterAll(async () => {
    await t.close();
    if (sharedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = sharedTmp;
    await rm(ownTmp, { recursive: true, force: true });
  });

  it(
    'refuses a file over the size limit with 413, stores nothing and keeps no copy',
    async () => {
      await deleteAllProperties(t.services.db);
      const previews = await countImports(t);
      const before = await spooled();
      // A valid CSV (long descriptions), one byte too large.
      const header = Buffer.from('id;name_fr;description_fr\r\n');
      const row = Buffer.from(`;Villa;${'x'.repeat(4_000)}\r\n`);
      const rows = Math.ceil((MAX_IMPORT_BYTES - header.length) / row.length);
      const file = Buffer.concat([header, ...Array.from({ length: rows }, () => row)]).subarray(
        0,
        MAX_IMPORT_BYTES + 1,
      );
      const response = await sendImport(admin, file);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'import.too_large' });
      expect(response.json().message).toMatch(/50 MB/);
      expect(await countImports(t)).toBe(previews);
      expect(await countProperties(t)).toBe(0);
      expect(await spooled()).toEqual(before);

      // At the limit exactly, the same file is read (and found to have no base_price).
      const atLimit = await sendImport(admin, file.subarray(0, file.lastIndexOf('\n') + 1));
      expect(atLimit.statusCode).toBe(200);
      expect(atLimit.json().total_rows).toBe(rows - 1);
    },
    SLOW,
  );

  it('answers clear 4xx for a file it cannot take, and stores no preview', async () => {
    const previews = await countImports(t);
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

    // A NUL byte far into the file (not in the first bytes the sniffing reads) stops the read.
    const late = Buffer.concat([
      csvFile(Array.from({ length: 400 }, (_, i) => newRow(`Bien ${i}`))),
      Buffer.from([0]),
    ]);
    const lateNul = await sendImport(admin, Buffer.concat([csvFile([HEADER]), late]));
    expect(lateNul.statusCode).toBe(400);
    expect(lateNul.json().code).toBe('import.unreadable_file');

    const none = await admin.inject({
      method: 'POST',
      url: '/api/admin/property/import',
      ...multipart([]),
    });
    expect(none.statusCode).toBe(400);
    expect(await countImports(t)).toBe(previews);
  });

  it('refuses, row by row, text that is not UTF-8 instead of storing it damaged', async () => {
    const latin1 = Buffer.from(`id;name_fr;base_price\r\n;Villa très belle;1000000\r\n`, 'latin1');
    const preview = (await sendImport(admin, latin1)).json();
    expect(preview).toMatchObject({ total_rows: 1, error_count: 1 });
    expect(preview.rows[0].errors).toContainEqual({
      column: 'name_fr',
      message:
        'Caractère illisible : enregistrez le fichier en « CSV UTF-8 » et envoyez-le de nouveau.',
    });
  });

  it(
    `writes nothing for ${LARGE} rows with one error in the middle`,
    async () => {
      await deleteAllProperties(t.services.db);
      const rows = Array.from({ length: LARGE }, (_, i) => newRow(`Bien ${i + 1}`));
      rows[1_200]![4] = 'beaucoup';
      const response = await sendImport(admin, csvFile([HEADER, ...rows]));
      expect(response.statusCode).toBe(200);
      const preview = response.json();
      expect(preview).toMatchObject({ total_rows: LARGE, create_count: LARGE, error_count: 1 });
      // The answer lists the error first, and a capped number of rows.
      expect(preview.rows[0]).toMatchObject({
        line: 1_202,
        errors: [{ column: 'base_price', message: 'Saisissez un nombre.' }],
      });
      expect(preview.rows).toHaveLength(LARGE);
      const refused = await confirmImport(admin, preview.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('import.has_errors');
      expect(await countProperties(t)).toBe(0);
    },
    SLOW,
  );

  it(
    `rolls back every slice when a row late in ${LARGE} can no longer be written`,
    async () => {
      await deleteAllProperties(t.services.db);
      const doomed = await createProperty(t.services.db, { name_fr: 'Bientôt supprimé' });
      const rows = Array.from({ length: LARGE }, (_, i) => newRow(`Bien ${i + 1}`));
      // In the second slice of the confirmation: the first 1,000 rows are written by then.
      rows[1_500] = [String(doomed.id), 'Modifié', 'Changed', 'معدل', '3000000', '', '', ''];
      const preview = (await sendImport(admin, csvFile([HEADER, ...rows]))).json();
      expect(preview).toMatchObject({ create_count: LARGE - 1, update_count: 1, error_count: 0 });
      await t.services.db.delete(schema.properties).where(eq(schema.properties.id, doomed.id));

      await expectStaleConfirmWritesNothing(t, admin, preview.id);
    },
    SLOW,
  );

  it(
    `creates all ${LARGE} rows of an XLSX file on confirmation`,
    async () => {
      await deleteAllProperties(t.services.db);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Biens');
      sheet.addRow(HEADER);
      for (let i = 1; i <= LARGE; i++) sheet.addRow(newRow(`Bien ${i}`, 1_000_000 + i));
      const file = Buffer.from(await workbook.xlsx.writeBuffer());
      const preview = (await sendImport(admin, file, 'biens.xlsx')).json();
      expect(preview).toMatchObject({ total_rows: LARGE, create_count: LARGE, error_count: 0 });

      const response = await confirmImport(admin, preview.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ created: LARGE, updated: 0 });
      expect(await countProperties(t)).toBe(LARGE);
      const last = await t.services.db
        .select({ price: schema.properties.base_price })
        .from(schema.properties)
        .where(eq(schema.properties.name_fr, `Bien ${LARGE}`));
      expect(last).toEqual([{ price: 1_000_000 + LARGE }]);
    },
    SLOW,
  );
});
