// Stale listings (docs/decisions/0005-trust.md): a property not updated for 90 days is stale;
// staff see it in the CMS review list and confirm it is still current (updated_at touched).
// After the general-info delay (stale_hide_after_days, NULL = never) a stale listing still
// public is unpublished: is_visible turns false and stale_hidden_at records why.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generalInfo, properties as p } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { agencyRow } from '../../db/agency-row.ts';

export const STALE_AFTER_DAYS = 90;

/** Rows not updated for STALE_AFTER_DAYS. */
export const isStale = sql`${p.updated_at} < now() - make_interval(days => ${STALE_AFTER_DAYS})`;

export const staleAt = (updatedAt: Date, now = new Date()): boolean =>
  now.getTime() - updatedAt.getTime() > STALE_AFTER_DAYS * 86_400_000;

/**
 * Unpublishes the visible listings stale for longer than the configured delay. Idempotent, so
 * several instances may run it at once. Answers how many listings it unpublished.
 */
export async function hideStaleListings(db: Db): Promise<number> {
  const [info] = await db
    .select({ days: generalInfo.stale_hide_after_days })
    .from(generalInfo)
    .where(agencyRow());
  if (!info || info.days === null) return 0;
  const hidden = await db
    .update(p)
    .set({ isVisible: false, stale_hidden_at: new Date() })
    .where(
      and(
        eq(p.isVisible, true),
        sql`${p.updated_at} < now() - make_interval(days => ${STALE_AFTER_DAYS + info.days})`,
      ),
    )
    .returning({ id: p.id });
  return hidden.length;
}

/**
 * Staff confirm a listing is still current: updated_at is touched; one the job unpublished is
 * published again. Answers nothing; 404 for an unknown id.
 */
export async function confirmListingCurrent(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(p)
    .set({
      updated_at: new Date(),
      isVisible: sql`${p.isVisible} or ${p.stale_hidden_at} is not null`,
      stale_hidden_at: null,
    })
    .where(eq(p.id, id))
    .returning({ id: p.id });
  if (!row) throw new DomainError('property.not_found', `No property with id ${id}`);
}

const HOUR = 3_600_000;

/**
 * Runs the job now and every hour until stopped; errors are logged, never thrown. One of the
 * server's background jobs (server/jobs).
 */
export function scheduleStaleListings(
  db: Db,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  every = HOUR,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    hideStaleListings(db)
      .then((count) => {
        if (count > 0) log.info({ count }, 'stale listings unpublished');
      })
      .catch((error: unknown) => log.error({ err: error }, 'stale listings job failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}
