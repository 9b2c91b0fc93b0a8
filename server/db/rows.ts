// Rows of a raw SQL query on either driver. Drizzle types the answer of `execute` on the
// drivers' common base as unknown; both drivers answer `{ rows }`, whose shape the query decides
// and the caller states as T.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
