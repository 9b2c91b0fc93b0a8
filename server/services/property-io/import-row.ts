// One row of an import file checked the way the property form is: cells turned into the form's
// body (names into ids, « oui » into true, the site's photo addresses into stored paths), then
// the create or update schema of common/schemas/admin-property.ts, then the rules on the record
// as it will be stored. Every problem is reported with its column, in French.
import { propertyIssues } from '../../../common/schemas/record-rules.ts';
import {
  ZPropertyCreateSchema,
  ZPropertyUpdateSchema,
} from '../../../common/schemas/admin-property.ts';
import type { TImportPreviewRow } from '../../../common/schemas/admin-property-io.ts';
import { REFERENCE_LISTS, type TPropertyIdField } from '../../../common/reference-lists.ts';
import { REFERENCE_LIST_WORDS } from '../../../common/reference-list-words.ts';
import type { PropertyRow } from '../listings/admin-property-input.ts';
import { IO_COLUMNS, type IoColumn } from './columns.ts';
import type { FileRow } from './read-file.ts';
import { frenchMessage, issueColumn } from './french-issues.ts';
import { parsePhotoUrl } from './photo-url.ts';
import { wilayaIdOf, type ReferenceNames } from './reference-names.ts';

export interface RowContext {
  refs: ReferenceNames;
  /** The site's public origin: its photo addresses are read back as stored paths. */
  origin: string;
  /** Stored properties this slice of rows names by id. */
  existing: Map<number, PropertyRow>;
  /** Stored image paths this slice of rows names. */
  knownImages: Set<string>;
}

export interface CheckedRow extends TImportPreviewRow {
  /** The body for the create or update schema (JSON), null when the row has errors. */
  body: Record<string, unknown> | null;
}

type RowError = TImportPreviewRow['errors'][number];

const TRUE = new Set(['oui', 'o', 'vrai', 'true', '1', 'yes', 'x']);
const FALSE = new Set(['non', 'n', 'faux', 'false', '0', 'no']);
const LIST_LABEL = Object.fromEntries(
  REFERENCE_LISTS.map((row) => [row.column, REFERENCE_LIST_WORDS[row.list].label]),
) as Record<TPropertyIdField, string>;

// What a decoder leaves for bytes that are not UTF-8: a file saved in another encoding (Latin-1),
// or a letter cut between two chunks by exceljs's streaming XLSX reader (it decodes each chunk
// alone). Stored, the text would be quietly damaged: the row is refused instead.
const REPLACEMENT = '\uFFFD';
const UNREADABLE_TEXT =
  'Caractère illisible : enregistrez le fichier en « CSV UTF-8 » et envoyez-le de nouveau.';

/** `1 234 567` or `1 234,5` as typed in a French spreadsheet. */
const numberText = (cell: string) => cell.replace(/[\s\u00a0\u202f]/g, '');

/** 31/12/2026 (French order) as 2026-12-31; anything else as it is, for the schema to judge. */
function isoDate(cell: string): string {
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  if (!french) return cell;
  return `${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`;
}

/** The site's own photo address (absolute or not) as its stored path; null for another site's. */
export function mediaPathOf(url: string, origin: string): string | null {
  if (url.startsWith('/media/')) return url;
  if (url.startsWith(`${origin}/media/`)) return url.slice(origin.length);
  return null;
}

const splitCell = (cell: string) =>
  cell
    .split(/\s*\|\s*|\s*\n\s*/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Puts one cell into the body; answers an error for a value no schema could read. */
function readCell(
  column: IoColumn,
  cell: string,
  body: Record<string, unknown>,
  imageUrls: string[],
  ctx: RowContext,
): string | null {
  switch (column.kind) {
    case 'read_only':
    case 'id':
      return null;
    case 'text':
      body[column.key] = cell;
      return null;
    case 'number':
      body[column.key] = numberText(cell);
      return null;
    case 'date':
      body[column.key] = isoDate(cell);
      return null;
    case 'flag': {
      if (cell === '') return null;
      const lower = cell.toLowerCase();
      if (TRUE.has(lower)) body[column.key] = true;
      else if (FALSE.has(lower)) body[column.key] = false;
      else return `« ${cell} » : oui ou non attendu.`;
      return null;
    }
    case 'wilaya': {
      if (cell === '') return null;
      const id = wilayaIdOf(cell);
      if (id === undefined) return `Wilaya inconnue : « ${cell} ».`;
      body.wilaya_id = id;
      return null;
    }
    case 'list': {
      const field = column.key as TPropertyIdField;
      const ids: number[] = [];
      const unknown: string[] = [];
      for (const name of splitCell(cell)) {
        const id = ctx.refs.id(field, name);
        if (id === undefined) unknown.push(name);
        else if (!ids.includes(id)) ids.push(id);
      }
      if (unknown.length > 0) {
        return `${unknown.map((name) => `« ${name} »`).join(', ')} absent de la liste « ${LIST_LABEL[field]} ».`;
      }
      body[field] = ids;
      return null;
    }
    case 'images': {
      const paths: string[] = [];
      for (const url of splitCell(cell)) {
        const path = mediaPathOf(url, ctx.origin);
        if (path !== null) {
          if (!ctx.knownImages.has(path)) return `Photo inconnue du site : ${url}`;
          paths.push(path);
        } else if (parsePhotoUrl(url)) imageUrls.push(url);
        else return `Adresse de photo invalide : « ${url} » (https://… attendu).`;
      }
      body.images = paths;
      return null;
    }
  }
}

/** The id cell: '' creates; a number updates that property, which must exist. */
function target(cell: string, ctx: RowContext): { id: number | null; error: string | null } {
  const value = cell.replace(/^#/, '').trim();
  if (value === '') return { id: null, error: null };
  if (!/^\d{1,9}$/.test(value))
    return { id: null, error: `Numéro de bien invalide : « ${cell} ».` };
  const id = Number(value);
  return ctx.existing.has(id)
    ? { id, error: null }
    : { id, error: `Aucun bien n° ${id} : laissez la case vide pour créer un bien.` };
}

export function checkRow(row: FileRow, columns: readonly IoColumn[], ctx: RowContext): CheckedRow {
  const errors: RowError[] = [];
  const { id, error } = target(row.cells.id ?? '', ctx);
  if (error) errors.push({ column: 'id', message: error });
  const body: Record<string, unknown> = {};
  const imageUrls: string[] = [];
  for (const column of columns) {
    const cell = row.cells[column.key];
    if (cell === undefined) continue;
    if (cell.includes(REPLACEMENT)) {
      errors.push({ column: column.key, message: UNREADABLE_TEXT });
      continue;
    }
    const problem = readCell(column, cell, body, imageUrls, ctx);
    if (problem) errors.push({ column: column.key, message: problem });
  }
  const action = id === null ? 'create' : 'update';
  const schema = action === 'create' ? ZPropertyCreateSchema : ZPropertyUpdateSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = issueColumn(issue);
      // A cell already reported is not reported twice.
      if (errors.some((known) => known.column === column)) continue;
      errors.push({ column, message: frenchMessage(issue.message) });
    }
  } else {
    const stored = id === null ? undefined : ctx.existing.get(id);
    const merged = { ...stored, ...withoutUndefined(parsed.data) };
    for (const issue of propertyIssues(merged, 'whole')) {
      errors.push({ column: issue.path, message: frenchMessage(issue.message) });
    }
  }
  return {
    line: row.line,
    action,
    property_id: id,
    name_fr: row.cells.name_fr ?? (id !== null ? (ctx.existing.get(id)?.name_fr ?? '') : ''),
    errors,
    image_urls: imageUrls,
    body: errors.length === 0 ? body : null,
  };
}

function withoutUndefined(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The file's columns the import reads, in the template's order. */
export const importColumns = (headers: readonly string[]) =>
  IO_COLUMNS.filter((column) => headers.includes(column.key));
