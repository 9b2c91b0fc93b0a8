// Reads an import file into rows of text cells keyed by header: CSV (any of `;`, `,` or tab
// between cells, guessed from the first line; a UTF-8 byte-order mark dropped) or XLSX (the first
// sheet, read as a stream). Row numbers are the spreadsheet's (header = 1); empty rows and note rows
// (first cell starting with `#`) are skipped but counted.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '../../../common/schemas/admin-property-io.ts';
import { DomainError } from '../domain-error.ts';
import { NOTE_MARK } from './columns.ts';

export interface FileRow {
  line: number;
  cells: Record<string, string>;
}

export interface ReadFile {
  headers: string[];
  rows: FileRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const unreadable = (detail: string) =>
  new DomainError('import.unreadable_file', `The file cannot be read: ${detail}`);

const tooMany = () =>
  new DomainError(
    'import.too_many_rows',
    `The file holds more than ${MAX_IMPORT_ROWS} data rows: split it`,
  );

function guessDelimiter(data: Buffer): string {
  const firstLine = data.subarray(0, 4096).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

class RowCollector {
  headers: string[] = [];
  rows: FileRow[] = [];

  /** Takes one row of cells (the first is the header); false when the row is beyond the limit. */
  add(line: number, values: string[]): void {
    if (this.headers.length === 0) {
      this.headers = values.map((value) => value.trim());
      return;
    }
    if (values.every((value) => value.trim() === '')) return;
    if ((values[0] ?? '').trim().startsWith(NOTE_MARK)) return;
    if (this.rows.length >= MAX_IMPORT_ROWS) throw tooMany();
    const cells: Record<string, string> = {};
    this.headers.forEach((header, index) => {
      if (header) cells[header] = (values[index] ?? '').trim();
    });
    this.rows.push({ line, cells });
  }
}

async function readCsv(data: Buffer): Promise<ReadFile> {
  if (data.includes(0)) throw unreadable('it is neither text (CSV) nor an XLSX workbook');
  const collector = new RowCollector();
  const parser = Readable.from([data]).pipe(
    parse({
      bom: true,
      delimiter: guessDelimiter(data),
      relax_column_count: true,
      skip_empty_lines: false,
    }),
  );
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      collector.add(line, record);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable(`CSV error near row ${line + 1}: ${(error as Error).message}`);
  }
  return collector;
}

/** A cell of exceljs as the text a person sees in it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return String(value.text ?? value.hyperlink);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(data: Buffer): Promise<ReadFile> {
  const collector = new RowCollector();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
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
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        collector.add(row.number, Array.from(values, cellText));
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable(`XLSX error: ${(error as Error).message}`);
  }
  return collector;
}

export async function readImportFile(data: Buffer): Promise<ReadFile> {
  const isXlsx = data.subarray(0, 4).equals(ZIP_MAGIC);
  return isXlsx ? readXlsx(data) : readCsv(data);
}
