// POST /api/admin/property/import: reads the file as a stream, checks its rows (import-row.ts)
// slice by slice as they come, and stores the preview (property_imports and its rows) for the
// confirmation. Nothing is written to properties here.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  IMPORT_PREVIEW_TTL_MINUTES,
  MAX_PREVIEW_ROWS,
  type TImportPreview,
  type TImportPreviewRow,
} from '../../../common/schemas/admin-property-io.ts';
import type { Db } from '../../db/client.ts';
import {
  generalInfo,
  media,
  properties,
  propertyImportRows,
  propertyImports,
} from '../../db/schema.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';
import type { PropertyRow } from '../listings/admin-property-input.ts';
import { checkRow, importColumns, mediaPathOf, type CheckedRow } from './import-row.ts';
import {
  countImportRows,
  inSlices,
  openImportFile,
  type FileRow,
  type ImportSource,
} from './read-file.ts';
import { loadReferenceNames } from './reference-names.ts';
import { agencyRow } from '../../db/agency-row.ts';

const SLICE = 1_000;

export interface ImportFile {
  name: string;
  source: ImportSource;
}

/** The hosts photos may be fetched from (Settings), lower case. */
export async function allowedImageHosts(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ hosts: generalInfo.import_image_hosts })
    .from(generalInfo)
    .where(agencyRow());
  return row?.hosts ?? [];
}

function assertColumns(headers: string[]): void {
  if (!headers.includes('name_fr') && !headers.includes('id')) {
    throw new DomainError(
      'import.missing_columns',
      'The first row must name the columns (id, name_fr, base_price…): start from the template',
    );
  }
}

async function sliceContext(db: Db, rows: FileRow[], origin: string) {
  const ids = rows
    .map((row) => Number((row.cells.id ?? '').replace(/^#/, '').trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const paths = rows.flatMap((row) =>
    (row.cells.images ?? '')
      .split(/\s*\|\s*|\s*\n\s*/)
      .map((url) => mediaPathOf(url.trim(), origin))
      .filter((path): path is string => path !== null),
  );
  const [stored, images] = await Promise.all([
    ids.length ? db.select().from(properties).where(inArray(properties.id, ids)) : [],
    paths.length
      ? db.select({ path: media.path }).from(media).where(inArray(media.path, paths))
      : [],
  ]);
  return {
    existing: new Map<number, PropertyRow>(stored.map((row) => [row.id, row])),
    knownImages: new Set(images.map((row) => row.path)),
  };
}

const noDataRow = () => new DomainError('import.empty', 'The file holds no data row');

const forAnswer = ({ body: _body, ...row }: CheckedRow): TImportPreviewRow => row;

export async function previewImport(
  db: Db,
  agentId: number,
  file: ImportFile,
  origin: string,
): Promise<TImportPreview> {
  let opened = await openImportFile(file.source);
  try {
    assertColumns(opened.headers);
    // A CSV is read twice: its parse is cheap next to the checks, and the first pass refuses a
    // file too long or unreadable further down in seconds. An XLSX's parse costs as much as
    // the checks: it is read once, and such a file is refused when reached (nothing stored).
    if (opened.format === 'csv') {
      if ((await countImportRows(opened)) === 0) throw noDataRow();
      opened = await openImportFile(file.source);
    }
    await forgetExpiredImports(db);
    const { headers, rows } = opened;
    return await db.transaction((tx) =>
      storePreview(tx, agentId, file.name, headers, rows, origin),
    );
  } finally {
    await opened.close();
  }
}

/**
 * Checks the rows slice by slice as they are read and stores each slice's plan; what stays in
 * memory is one slice, the ids seen (for duplicates) and the rows the answer shows.
 */
async function storePreview(
  tx: Db,
  agentId: number,
  fileName: string,
  headers: string[],
  rows: AsyncIterable<FileRow>,
  origin: string,
): Promise<TImportPreview> {
  const refs = await loadReferenceNames(tx);
  const columns = importColumns(headers);
  const expiresAt = new Date(Date.now() + IMPORT_PREVIEW_TTL_MINUTES * 60_000);
  // Ids seen twice in one file would update one property twice: the second is an error.
  const seen = new Set<number>();
  const [created] = await tx
    .insert(propertyImports)
    .values({
      created_by: agentId,
      file_name: fileName.slice(0, 255),
      total_rows: 0,
      create_count: 0,
      update_count: 0,
      error_count: 0,
      expires_at: expiresAt,
    })
    .returning({ id: propertyImports.id });
  const importId = created!.id;
  const counts = { total: 0, create: 0, update: 0, errors: 0 };
  const shown: TImportPreviewRow[] = [];
  const shownOk: TImportPreviewRow[] = [];
  for await (const slice of inSlices(rows, SLICE)) {
    const ctx = { refs, origin, ...(await sliceContext(tx, slice, origin)) };
    const checked = slice.map((row) => {
      const result = checkRow(row, columns, ctx);
      if (result.property_id !== null && result.action === 'update') {
        if (seen.has(result.property_id)) {
          result.errors.push({
            column: 'id',
            message: `Le bien n° ${result.property_id} figure déjà plus haut dans le fichier.`,
          });
          result.body = null;
        }
        seen.add(result.property_id);
      }
      return result;
    });
    for (const row of checked) {
      counts.total += 1;
      counts[row.action] += 1;
      if (row.errors.length > 0) {
        counts.errors += 1;
        if (shown.length < MAX_PREVIEW_ROWS) shown.push(forAnswer(row));
      } else if (shownOk.length < MAX_PREVIEW_ROWS) shownOk.push(forAnswer(row));
    }
    await tx.insert(propertyImportRows).values(
      checked.map((row) => ({
        import_id: importId,
        line: row.line,
        action: row.action,
        property_id: row.property_id,
        name_fr: row.name_fr.slice(0, 300),
        body: row.body,
        errors: row.errors,
        image_urls: row.image_urls,
      })),
    );
  }
  // Thrown inside the transaction: the empty preview is not kept.
  if (counts.total === 0) throw noDataRow();
  await tx
    .update(propertyImports)
    .set({
      total_rows: counts.total,
      create_count: counts.create,
      update_count: counts.update,
      error_count: counts.errors,
    })
    .where(eq(propertyImports.id, importId));
  return {
    id: importId,
    file_name: fileName,
    expires_at: expiresAt.toISOString(),
    total_rows: counts.total,
    create_count: counts.create,
    update_count: counts.update,
    error_count: counts.errors,
    rows: [...shown, ...shownOk].slice(0, MAX_PREVIEW_ROWS),
    image_hosts: await allowedImageHosts(tx),
  };
}

/** Previews past their expiry (confirmed or not) are dropped, with their rows. */
export async function forgetExpiredImports(db: Db): Promise<void> {
  await db.delete(propertyImports).where(lt(propertyImports.expires_at, sql`now()`));
}

/** The rows of a stored preview, in file order, slice after slice (keyset on the line). */
export async function* importRows(db: Db, importId: number) {
  let after = 0;
  for (;;) {
    const slice = await db
      .select()
      .from(propertyImportRows)
      .where(
        and(eq(propertyImportRows.import_id, importId), sql`${propertyImportRows.line} > ${after}`),
      )
      .orderBy(asc(propertyImportRows.line))
      .limit(SLICE);
    yield slice;
    if (slice.length < SLICE) return;
    after = slice[slice.length - 1]!.line;
  }
}

/**
 * Sets the hosts an import may fetch photos from (the settings row must exist: the start seeds
 * it), with an audit entry when the list changes: which hosts the server may call is a setting.
 */
export async function saveAllowedImageHosts(
  db: Db,
  hosts: string[],
  actor: AuditActor,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hosts: generalInfo.import_image_hosts })
      .from(generalInfo)
      .where(agencyRow())
      .for('update');
    if (!before)
      throw new DomainError('general_info.not_set', 'General information is not set yet');
    const [row] = await tx
      .update(generalInfo)
      .set({ import_image_hosts: hosts, updated_at: new Date() })
      .where(agencyRow())
      .returning({ hosts: generalInfo.import_image_hosts });
    const changes = fieldChanges(
      { import_image_hosts: before.hosts },
      { import_image_hosts: row!.hosts },
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'settings',
        entityId: 1,
        label: 'Hôtes des photos importées',
        changes,
      });
    }
    return row!.hosts;
  });
}
