// GET /api/admin/property/export: the properties the back-office list shows for the same filters,
// as CSV or XLSX, read from the database in slices of BATCH rows in id order (keyset), each slice
// written out before the next is read, so a catalogue of 100,000 rows never sits in memory.
import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from './exceljs.ts';
import { and, asc, gt } from 'drizzle-orm';
import type { TIoFormat, TPropertyExportQuery } from '../../../common/schemas/admin-property-io.ts';
import type { TPropertyIdField } from '../../../common/reference-lists.ts';
import { wilayaName } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import type { PropertyRow } from '../listings/admin-property-input.ts';
import { adminPropertyConditions } from '../listings/admin-property-query.ts';
import { CELL_SEPARATOR, IO_COLUMNS, IO_HEADERS, NO, YES } from './columns.ts';
import { neutraliseFormula } from './csv-formulas.ts';
import { loadReferenceNames, type ReferenceNames } from './reference-names.ts';

const BATCH = 1_000;
/** Bytes of XLSX output allowed to wait for the client. */
const MAX_QUEUED = 4 * 1024 * 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Cell = string | number | null;

/** `/media/…` as an absolute address on the public site. */
export const absoluteMediaUrl = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : new URL(path, origin).toString();

function cellOf(
  row: PropertyRow,
  key: string,
  kind: string,
  refs: ReferenceNames,
  origin: string,
): Cell {
  const value = (row as Record<string, unknown>)[key];
  switch (kind) {
    case 'flag':
      return value ? YES : NO;
    case 'wilaya':
      return row.wilaya_id ? wilayaName(row.wilaya_id, 'fr') : row.wilaya_fr || null;
    case 'list':
      return (value as number[])
        .map((id) => refs.name(key as TPropertyIdField, id))
        .join(CELL_SEPARATOR);
    case 'images':
      return row.images.map((path) => absoluteMediaUrl(origin, path)).join(CELL_SEPARATOR);
    default:
      if (value instanceof Date) return value.toISOString();
      if (value === null || value === undefined) return null;
      return typeof value === 'number' ? value : String(value);
  }
}

/** The file's data rows, slice by slice, in id order. */
export async function* exportRows(
  db: Db,
  query: TPropertyExportQuery,
  origin: string,
): AsyncGenerator<Cell[]> {
  const refs = await loadReferenceNames(db);
  const where = adminPropertyConditions(query);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(p)
      .where(and(where, gt(p.id, after)))
      .orderBy(asc(p.id))
      .limit(BATCH);
    for (const row of rows) {
      yield IO_COLUMNS.map((column) => cellOf(row, column.key, column.kind, refs, origin));
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Arabic as Latin-1) and `;`
 * between cells, the separator Excel expects where the decimal mark is a comma (fr-DZ, fr-FR).
 */
export function csvStream(rows: AsyncIterable<Cell[]>): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    header: true,
    columns: [...IO_HEADERS],
    // Texts a spreadsheet would run as formulas get a leading apostrophe (csv-formulas.ts).
    cast: { string: neutraliseFormula },
  });
  // pipeline: a failed read ends the download with an error instead of leaving it hanging.
  pipeline(Readable.from(rows), csv, () => {});
  return csv;
}

/**
 * Characters XML 1.0 cannot hold (U+FFFF, U+FFFE, control characters but tab and line ends, a
 * lone surrogate): exceljs writes them as they are and the whole workbook becomes unreadable, so
 * they are dropped from the cell. None of them shows in a spreadsheet.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const xmlSafe = (cell: Cell): Cell => (typeof cell === 'string' ? cell.replace(NOT_XML, '') : cell);

/** XLSX written as it goes (exceljs's streaming writer: each row is committed, then dropped). */
export function xlsxStream(
  rows: AsyncIterable<Cell[]>,
  sheetName = 'Biens',
  onError?: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow([...IO_HEADERS]).commit();
    for await (const cells of rows) {
      // The client went away: stop reading the catalogue.
      if (out.destroyed) return;
      sheet.addRow(cells.map(xmlSafe)).commit();
      // exceljs writes without waiting for the reader: hold on while a slow client leaves
      // more than MAX_QUEUED bytes waiting, so the file does not pile up in memory.
      while (out.readableLength > MAX_QUEUED && !out.destroyed) await pause(10);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError?.(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

export function exportStream(
  db: Db,
  query: TPropertyExportQuery,
  origin: string,
): { stream: Readable; format: TIoFormat } {
  const rows = exportRows(db, query, origin);
  return {
    stream: query.format === 'csv' ? csvStream(rows) : xlsxStream(rows),
    format: query.format,
  };
}

export const CONTENT_TYPES: Record<TIoFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `biens-2026-11-26.csv`: the day of the export, so downloads do not overwrite each other. */
export function exportFileName(prefix: string, format: TIoFormat, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.${format}`;
}
