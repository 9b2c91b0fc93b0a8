// Reads an import file as a stream of rows of text cells keyed by header, so that a file of
// 100,000 rows never sits in memory whole (decision 0050): CSV (any of `;`, `,` or tab between
// cells, guessed from the first line; a UTF-8 byte-order mark dropped; the export's formula
// apostrophe taken off, decision 0060) or XLSX (the first sheet,
// through exceljs's streaming reader). Row numbers are the spreadsheet's (header = 1); empty rows
// and note rows (first cell starting with `#`) are skipped but counted.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { CellValue } from 'exceljs';
import ExcelJS from './exceljs.ts';
import { MAX_IMPORT_ROWS } from '../../../common/schemas/admin-property-io.ts';
import { DomainError } from '../domain-error.ts';
import { NOTE_MARK } from './columns.ts';
import { restoreFormula } from './csv-formulas.ts';
import { assertXlsxWithinBounds } from './xlsx-bounds.ts';

export interface FileRow {
  line: number;
  cells: Record<string, string>;
}

/** An import file: on disk (an upload, spooled by the route) or in memory (small files, tests). */
export type ImportSource = { path: string } | { data: Buffer };

export interface ImportFileRows {
  format: 'csv' | 'xlsx';
  headers: string[];
  /** The data rows, read as they are consumed; throws a DomainError for a bad file. */
  rows: AsyncGenerator<FileRow>;
  /** Releases the file when its rows were not all read (harmless otherwise). */
  close: () => Promise<void>;
}

interface FileRecord {
  line: number;
  values: string[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HEAD_BYTES = 4096;

const unreadable = (detail: string) =>
  new DomainError('import.unreadable_file', `The file cannot be read: ${detail}`);

const notText = () => unreadable('it is neither text (CSV) nor an XLSX workbook');

const tooMany = () =>
  new DomainError(
    'import.too_many_rows',
    `The file holds more than ${MAX_IMPORT_ROWS} data rows: split it`,
  );

const openSource = (source: ImportSource): Readable =>
  'path' in source ? createReadStream(source.path) : Readable.from([source.data]);

async function headOf(source: ImportSource): Promise<Buffer> {
  if ('data' in source) return source.data.subarray(0, HEAD_BYTES);
  const handle = await open(source.path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function guessDelimiter(head: Buffer): string {
  const firstLine = head.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A NUL byte anywhere means a binary file (or UTF-16), and PostgreSQL text cannot hold one. */
const refuseNul = () =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(chunk.includes(0) ? notText() : null, chunk);
    },
  });

async function* csvRecords(source: ImportSource, head: Buffer): AsyncGenerator<FileRecord> {
  const parser = parse({
    bom: true,
    delimiter: guessDelimiter(head),
    relax_column_count: true,
    skip_empty_lines: false,
  });
  // An error in any stage destroys the parser with it, so the loop below throws it; the
  // pipeline's own promise is left to settle (it rejects too when the reader stops early).
  pipeline(openSource(source), refuseNul(), parser).catch(() => undefined);
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      // The export's formula neutralisation taken off (csv-formulas.ts): the round trip is exact.
      yield { line, values: record.map(restoreFormula) };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable(`CSV error near row ${line + 1}: ${(error as Error).message}`);
  } finally {
    parser.destroy();
  }
}

/** A cell of exceljs as the text a person sees in it. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return String(value.text ?? value.hyperlink);
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function* xlsxRecords(source: ImportSource): AsyncGenerator<FileRecord> {
  const input = openSource(source);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // row.values is 1-based and sparse.
        const values = (row.values as CellValue[]).slice(1);
        yield { line: row.number, values: Array.from(values, cellText) };
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable(`XLSX error: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}

async function* dataRows(
  records: AsyncGenerator<FileRecord>,
  headers: string[],
): AsyncGenerator<FileRow> {
  let count = 0;
  for await (const { line, values } of records) {
    if (values.every((value) => value.trim() === '')) continue;
    if ((values[0] ?? '').trim().startsWith(NOTE_MARK)) continue;
    count += 1;
    if (count > MAX_IMPORT_ROWS) throw tooMany();
    const cells: Record<string, string> = {};
    headers.forEach((header, index) => {
      if (header) cells[header] = (values[index] ?? '').trim();
    });
    yield { line, cells };
  }
}

/** Opens an import file: its header row now, its data rows as they are read. */
export async function openImportFile(source: ImportSource): Promise<ImportFileRows> {
  const head = await headOf(source);
  const isXlsx = head.subarray(0, 4).equals(ZIP_MAGIC);
  if (!isXlsx && head.includes(0)) throw notText();
  // Before exceljs unpacks anything: a workbook of 13 MB can unpack to gigabytes (decision 0061).
  if (isXlsx) await assertXlsxWithinBounds(source);
  const records = isXlsx ? xlsxRecords(source) : csvRecords(source, head);
  const first = await records.next();
  const headers = first.done ? [] : first.value.values.map((value) => value.trim());
  const close = async () => {
    await records.return(undefined);
  };
  return { format: isXlsx ? 'xlsx' : 'csv', headers, rows: dataRows(records, headers), close };
}

/**
 * Reads the whole file once without checking its rows: their number, or the error of a file
 * too long or unreadable further down, in seconds rather than after minutes of checks (CSV;
 * an XLSX's parse is too slow to be done twice).
 */
export async function countImportRows(file: ImportFileRows): Promise<number> {
  let count = 0;
  try {
    for await (const _row of file.rows) count += 1;
  } finally {
    await file.close();
  }
  return count;
}

/** Groups rows in arrays of `size` (the last one shorter), read one group at a time. */
export async function* inSlices<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let slice: T[] = [];
  for await (const item of items) {
    slice.push(item);
    if (slice.length === size) {
      yield slice;
      slice = [];
    }
  }
  if (slice.length > 0) yield slice;
}
