// Reading an import file as staff produce one (decision 0041): CSV from Excel or another tool
// (either separator, a byte-order mark, quoted cells over several lines), XLSX with its cell
// kinds, and the notes rows of the template skipped while row numbers stay the spreadsheet's.
import ExcelJS from '../../server/services/property-io/exceljs.ts';
import { describe, expect, it } from 'vitest';
import { openImportFile } from '../../server/services/property-io/read-file.ts';
import { wilayaIdOf } from '../../server/services/property-io/reference-names.ts';
import { frenchMessage } from '../../server/services/property-io/french-issues.ts';
import { FRENCH_ERRORS } from '../../common/staff-french/error-texts.ts';
import { frenchValidationMessage } from '../../common/staff-french/issue-text.ts';

/** The header and every data row of a file held in memory. */
async function readImportFile(data: Buffer) {
  const file = await openImportFile({ data });
  const rows = [];
  for await (const row of file.rows) rows.push(row);
  return { headers: file.headers, rows };
}

describe('openImportFile', () => {
  it('reads a comma-separated CSV with a BOM and a quoted cell over two lines', async () => {
    const csv =
      '\uFEFFid,name_fr,description_fr\r\n,Villa,"Grande, belle\r\nvilla"\r\n\r\n,Studio,\r\n';
    const file = await readImportFile(Buffer.from(csv));
    expect(file.headers).toEqual(['id', 'name_fr', 'description_fr']);
    expect(file.rows).toEqual([
      { line: 2, cells: { id: '', name_fr: 'Villa', description_fr: 'Grande, belle\r\nvilla' } },
      // The empty row 3 is skipped but counted.
      { line: 4, cells: { id: '', name_fr: 'Studio', description_fr: '' } },
    ]);
  });

  it('skips rows whose first cell starts with # (the template notes)', async () => {
    const csv = 'id;name_fr\n# Notes;Titre\n# Exemple;Villa\n;Vrai bien\n';
    const file = await readImportFile(Buffer.from(csv));
    expect(file.rows).toEqual([{ line: 4, cells: { id: '', name_fr: 'Vrai bien' } }]);
  });

  it('keeps Arabic and accented text whole across the chunks of a large XLSX', async () => {
    // The shared strings part inflates in chunks of some 16 KB; 600 distinct texts of two-byte
    // letters put a letter across most chunk boundaries (exceljs alone gave U+FFFD there).
    const texts = Array.from(
      { length: 600 },
      (_, i) => `شقة ${i} بإطلالة على البحر في وهران، قريبة من المدارس — élégante, rénovée`,
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Biens');
    sheet.addRow(['id', 'description_ar']);
    for (const text of texts) sheet.addRow([null, text]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await readImportFile(data);
    expect(file.rows.map((row) => row.cells.description_ar)).toEqual(texts);
  });

  it('reads the first sheet of an XLSX: numbers, dates and rich text as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Biens');
    sheet.addRow(['id', 'name_fr', 'base_price', 'promotion_end_date']);
    sheet.addRow([
      null,
      { richText: [{ text: 'Villa ' }, { text: 'neuve' }] },
      25_000_000,
      new Date('2026-12-31T00:00:00Z'),
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await readImportFile(data);
    expect(file.rows).toEqual([
      {
        line: 2,
        cells: {
          id: '',
          name_fr: 'Villa neuve',
          base_price: '25000000',
          promotion_end_date: '2026-12-31',
        },
      },
    ]);
  });
});

describe('names and messages of the import', () => {
  it('finds a wilaya by its name in any language or its number', () => {
    expect(wilayaIdOf('Béjaïa')).toBe(6);
    expect(wilayaIdOf('bejaia')).toBe(6);
    expect(wilayaIdOf('16')).toBe(16);
    expect(wilayaIdOf('16 - Alger')).toBe(16);
    expect(wilayaIdOf('وهران')).toBe(31);
    expect(wilayaIdOf('99')).toBeUndefined();
    expect(wilayaIdOf('Atlantide')).toBeUndefined();
  });

  it("says the schemas' rules in the back-office forms' French", () => {
    expect(frenchMessage('base_price must be between 0 and 10000000000000')).toBe(
      'Saisissez une valeur entre 0 et 10\u202f000\u202f000\u202f000\u202f000.',
    );
    expect(frenchMessage('name_fr is required')).toBe(frenchValidationMessage('is required'));
    expect(frenchMessage('latitude and longitude must be given together')).toBe(
      FRENCH_ERRORS['location.incomplete'],
    );
    expect(frenchMessage('an unheard-of rule')).toBe('Valeur invalide (an unheard-of rule).');
    expect(frenchMessage('afterpromo_price (5) must be lower than base_price (4)')).toBe(
      'Le prix promotionnel doit être inférieur au prix.',
    );
  });
});
