// The catalogue import's test tools (decision 0041): a CSV as staff save it from Excel, the
// columns most tests fill, and the two calls of an import (preview, then confirmation).
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import type { TestApp } from './app.ts';
import type { LoggedIn } from './auth.ts';
import { multipart } from './multipart.ts';

/** The site's public origin in these tests: its photo addresses read back as stored paths. */
export const IO_ORIGIN = 'https://immo.example.dz';

/** A CSV as staff save it from Excel: `;` between cells, CRLF. */
export const csvFile = (rows: string[][]) =>
  Buffer.from(
    rows
      .map((row) =>
        row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';'),
      )
      .join('\r\n'),
  );

export const HEADER = [
  'id',
  'name_fr',
  'name_en',
  'name_ar',
  'base_price',
  'wilaya',
  'property_types',
  'living_area',
];

/** A row of HEADER that creates a valid property named `name`. */
export const newRow = (name: string, price = 1_000_000) => [
  '',
  name,
  `${name} (en)`,
  'عقار',
  String(price),
  '',
  '',
  '',
];

export const sendImport = (who: LoggedIn, data: Buffer, filename = 'biens.csv') =>
  who.inject({
    method: 'POST',
    url: '/api/admin/property/import',
    ...multipart([{ filename, data, field: 'file' }]),
  });

export const confirmImport = (who: LoggedIn, id: number) =>
  who.inject({ method: 'POST', url: `/api/admin/property/import/${id}/confirm` });

const countOf = async (
  t: TestApp,
  table: typeof schema.properties | typeof schema.propertyImports,
) => (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

export const countProperties = (t: TestApp) => countOf(t, schema.properties);
export const countImports = (t: TestApp) => countOf(t, schema.propertyImports);

/**
 * Confirms a preview whose listing to update was deleted after it: 409 `import.stale`, no
 * property written, and the preview not marked confirmed (the transaction took it back).
 */
export async function expectStaleConfirmWritesNothing(t: TestApp, who: LoggedIn, id: number) {
  const response = await confirmImport(who, id);
  expect(response.statusCode).toBe(409);
  expect(response.json().code).toBe('import.stale');
  expect(await countProperties(t)).toBe(0);
  const [stored] = await t.services.db
    .select()
    .from(schema.propertyImports)
    .where(eq(schema.propertyImports.id, id));
  expect(stored!.confirmed_at).toBeNull();
}
