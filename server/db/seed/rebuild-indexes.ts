// Rebuilds the secondary indexes a bulk load dropped, on as many connections as the database
// gives (two on PostgreSQL: one per core of the reference machine; one on the embedded
// database). PostgreSQL 15 builds a GIN index on one core, and the trigram index of a million
// listings takes most of the rebuild: with a second connection the other indexes are built
// beside it instead of after it.
import type { Database } from '../client.ts';
import { openBulkSession, type BulkSession } from './bulk-copy.ts';

export interface IndexDefinition {
  name: string;
  /** CREATE INDEX …, as pg_indexes gives it. */
  definition: string;
}

/** The slowest builds first, so the longest starts at once: GIN (trigram first), then B-trees. */
function buildCost(index: IndexDefinition): number {
  if (/gin_trgm_ops/.test(index.definition)) return 2;
  return /using gin/i.test(index.definition) ? 1 : 0;
}

export async function rebuildIndexes(
  database: Database,
  indexes: IndexDefinition[],
  maintenanceWorkMem: string,
): Promise<void> {
  const queue = [...indexes].sort((a, b) => buildCost(b) - buildCost(a));
  const connections = database.driver === 'postgres' ? Math.min(2, queue.length) : 1;
  const sessions: BulkSession[] = [];
  const built = new Set<string>();
  let failure: unknown;
  try {
    for (let i = 0; i < connections; i++) {
      const session = await openBulkSession(database);
      sessions.push(session);
      await session.query(`set maintenance_work_mem = '${maintenanceWorkMem}'`);
    }
    await Promise.all(
      sessions.map(async (session) => {
        for (let next = queue.shift(); next && !failure; next = queue.shift()) {
          try {
            await session.query(next.definition);
            built.add(next.name);
          } catch (error) {
            // The other connection finishes the build it is in, then takes no more.
            failure ??= error;
          }
        }
      }),
    );
  } catch (error) {
    failure ??= error;
  } finally {
    await Promise.all(sessions.map((session) => session.release()));
  }
  if (failure === undefined) return;
  const missing = indexes.filter((index) => !built.has(index.name));
  throw new Error(
    `the rows are loaded, but ${missing.length} index(es) were not rebuilt; run these ` +
      `statements once the cause is fixed:\n${missing.map((index) => `  ${index.definition};`).join('\n')}`,
    { cause: failure },
  );
}
