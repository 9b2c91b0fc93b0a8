// Rows of a raw SQL query on either driver (both answer an object with `rows`).
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
