// The file to fill for an import (decision 0041): the export's columns, a row of notes in French
// and an example row. Both start with `#` in their first cell, so importing the template as it
// is imports nothing, and staff may keep them while they fill the rows below.
import { IO_COLUMNS, NOTE_MARK } from './columns.ts';
import { csvStream, xlsxStream, type Cell } from './export.ts';
import type { TIoFormat } from '../../../common/schemas/admin-property-io.ts';
import type { Readable } from 'node:stream';

export function templateRows(): Cell[][] {
  return [
    IO_COLUMNS.map((column, index) => (index === 0 ? `${NOTE_MARK} ${column.note}` : column.note)),
    IO_COLUMNS.map((column, index) =>
      index === 0 ? `${NOTE_MARK} Exemple (ligne ignorée)` : column.example,
    ),
  ];
}

async function* fromArray(rows: Cell[][]): AsyncGenerator<Cell[]> {
  yield* rows;
}

export function templateStream(format: TIoFormat): Readable {
  const rows = fromArray(templateRows());
  return format === 'csv' ? csvStream(rows) : xlsxStream(rows, 'Modèle');
}
