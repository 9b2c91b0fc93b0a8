// The alert run: for every confirmed saved search that is due (instant ones on every run, but at
// most one instant mail an hour to an address, decision 0063; daily ones once a day), the visible properties matching its query that were added since the search
// was saved and were never sent to it; one e-mail lists them (at most MAX_ITEMS), then they are
// recorded as delivered so none is sent twice. A property hidden at run time is not sent; if it
// is published later, the next run sends it then. The same e-mail lists the matching listings
// already known whose price went down since the search's last run (decision 0042): each drop once.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import {
  parseSearchQuery,
  withPageStatuses,
  type StatusOption,
} from '../../../common/search-query.ts';
import { toSearchRequest } from '../../../common/search-request.ts';
import type { Database, Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import {
  properties as p,
  propertyPriceChanges as c,
  savedSearchDeliveries as d,
  savedSearches as s,
} from '../../db/schema.ts';
import { localized } from '../localize.ts';
import { allOf, filterConditions, promoActive } from '../property-query.ts';
import { getFilterOptions, loadReferenceItems } from '../reference/reference-options.ts';
import {
  UNDERSTOOD_LISTS,
  withUnderstoodText,
  type UnderstandingRefs,
} from '../search/query-filters.ts';
import { alertMail, type AlertItem } from './alert-mail.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { sendMail, type MailConfig } from '../../mail/send.ts';
import { searchPageUrl, unsubscribeUrl } from './saved-searches.ts';

/** Most properties one alert lists (the e-mail links to the whole search). */
export const MAX_ITEMS = 20;
/** A daily search runs again once this much time has passed (a little under a day, so a run
 * every minute does not drift later each day). */
export const DAILY_INTERVAL_MS = 24 * 3_600_000 - 10 * 60_000;
/**
 * At most one instant alert per subscriber (e-mail address) in this time: after a bulk import a
 * run every minute would otherwise send a mail a minute. What matches meanwhile waits and goes
 * out together in the next one, which links to the whole search (decision 0063).
 */
export const INSTANT_GAP_MS = 3_600_000;
/** Any constant: the same for every instance. */
const ALERT_LOCK_ID = 7_262_014;

const shownPrice = sql<number>`(case when ${promoActive} then ${p.afterpromo_price} else ${p.base_price} end)`;

export interface AlertRunResult {
  /** False when another instance holds the lock: this one did nothing. */
  ran: boolean;
  searches: number;
  /** Instant searches held back: their subscriber had an instant alert less than an hour ago. */
  held: number;
  emails: number;
  properties: number;
  failures: number;
}

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * Runs `job` in one instance at a time. PostgreSQL: a transaction-scoped advisory lock, tried
 * (not waited for), held on its own connection while the job works through the pool. PGlite:
 * one process owns the data directory, so there is nothing to share.
 */
export async function withJobLock<T>(
  database: Pick<Database, 'db' | 'driver'>,
  lockId: number,
  job: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.driver === 'pglite') return { ran: true, value: await job() };
  return database.db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${lockId}) as locked`,
    );
    if (!lock?.locked) return { ran: false as const };
    return { ran: true as const, value: await job() };
  });
}

/** The SQL conditions of a saved search's query; null when it can match nothing. */
function searchConditions(
  search: { kind: 'sell' | 'rent' | 'both'; query: string; locale: Language },
  statuses: readonly StatusOption[],
  refs: UnderstandingRefs,
): SQL | null {
  const state = withPageStatuses(
    parseSearchQuery(new URLSearchParams(search.query)),
    search.kind,
    statuses,
  );
  const asked = toSearchRequest({ ...state, page: 1 }, { locale: search.locale });
  if (!asked) return null;
  // Its typed words read as the list page reads them (query-filters.ts).
  const filters = withUnderstoodText(asked, refs);
  const conditions = filterConditions(filters);
  if (filters.ispromo) conditions.push(promoActive);
  if (filters.min_price !== undefined) conditions.push(gte(shownPrice, filters.min_price));
  if (filters.max_price !== undefined) conditions.push(lte(shownPrice, filters.max_price));
  return allOf(conditions);
}

export async function runSearchAlerts(
  deps: { database: Pick<Database, 'db' | 'driver'>; config: MailConfig; log?: Logger },
  now = new Date(),
): Promise<AlertRunResult> {
  const { database, config, log } = deps;
  const result: AlertRunResult = {
    ran: false,
    searches: 0,
    held: 0,
    emails: 0,
    properties: 0,
    failures: 0,
  };
  if (!config.SMTP_URL) return result;
  const locked = await withJobLock(database, ALERT_LOCK_ID, async () => {
    const db = database.db;
    const due = await db
      .select()
      .from(s)
      .where(
        and(
          isNotNull(s.confirmed_at),
          isNull(s.unsubscribed_at),
          or(
            eq(s.frequency, 'instant'),
            isNull(s.last_run_at),
            lte(s.last_run_at, new Date(now.getTime() - DAILY_INTERVAL_MS)),
          ),
        ),
      )
      // The longest waiting first: of one address's searches, each gets its turn.
      .orderBy(sql`${s.last_sent_at} asc nulls first`, asc(s.id));
    if (due.length === 0) return;
    const statuses = (await getFilterOptions(db, 'en')).statuses;
    const refs = await loadReferenceItems(db, UNDERSTOOD_LISTS);
    const base = publicOrigin(config);
    const recent = await recentInstantSubscribers(db, now);
    for (const search of due) {
      result.searches += 1;
      const subscriber = search.email.toLowerCase();
      if (search.frequency === 'instant' && recent.has(subscriber)) {
        // Not marked as run: its new listings and price drops wait for the next alert.
        result.held += 1;
        continue;
      }
      try {
        const sent = await runOne(db, config, base, search, statuses, refs);
        if (sent > 0) {
          result.emails += 1;
          result.properties += sent;
          if (search.frequency === 'instant') recent.add(subscriber);
        }
        await db
          .update(s)
          .set({ last_run_at: now, ...(sent > 0 ? { last_sent_at: now } : {}) })
          .where(eq(s.id, search.id));
      } catch (error) {
        // Not marked as run: the next run tries again (nothing was recorded as delivered).
        result.failures += 1;
        log?.warn({ err: error, savedSearchId: search.id }, 'search alert failed');
      }
    }
  });
  result.ran = locked.ran;
  return result;
}

/** The addresses that had an instant alert within INSTANT_GAP_MS before `now`, lower-cased. */
async function recentInstantSubscribers(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${s.email})` })
    .from(s)
    .where(
      and(eq(s.frequency, 'instant'), gt(s.last_sent_at, new Date(now.getTime() - INSTANT_GAP_MS))),
    );
  return new Set(rows.map((row) => row.email));
}

async function runOne(
  db: Db,
  config: MailConfig,
  base: string,
  search: typeof s.$inferSelect,
  statuses: readonly StatusOption[],
  refs: UnderstandingRefs,
): Promise<number> {
  const where = searchConditions(search, statuses, refs);
  if (!where) return 0;
  const rows = await db
    .select(alertColumns)
    .from(p)
    .where(
      and(
        where,
        gte(p.created_at, search.created_at),
        notExists(
          db
            .select({ one: sql`1` })
            .from(d)
            .where(and(eq(d.saved_search_id, search.id), eq(d.property_id, p.id))),
        ),
      ),
    )
    .orderBy(asc(p.created_at), asc(p.id))
    .limit(MAX_ITEMS);
  const drops = await priceDrops(db, search, where, new Set(rows.map((row) => row.id)));
  if (rows.length === 0 && drops.length === 0) return 0;
  const language = search.locale;
  const item = (row: (typeof rows)[number]): AlertItem => ({
    name: localized(row, 'name', language),
    place: localized(row, 'city', language),
    price: row.price,
    url: `${base}/property/${row.id}?lang=${language}`,
  });
  const items = rows.map(item);
  await sendMail(
    db,
    config,
    alertMail({
      to: search.email,
      language,
      items,
      drops: drops.map((row) => ({ ...item(row), oldPrice: row.old_price })),
      searchUrl: searchPageUrl(base, search),
      unsubscribeUrl: unsubscribeUrl(base, search.unsubscribe_token, language),
    }),
  );
  if (rows.length > 0) {
    await db
      .insert(d)
      .values(rows.map((row) => ({ saved_search_id: search.id, property_id: row.id })))
      .onConflictDoNothing();
  }
  return rows.length + drops.length;
}

const alertColumns = {
  id: p.id,
  name_fr: p.name_fr,
  name_en: p.name_en,
  name_ar: p.name_ar,
  city_fr: p.city_fr,
  city_en: p.city_en,
  city_ar: p.city_ar,
  price: shownPrice.mapWith(Number),
};

/**
 * Matching listings whose base price went down since the search last ran (since it was
 * confirmed, on its first run), with the price before the drop. A run marks the search as run,
 * so each drop is sent once; listings new in this alert are left out (they are listed as new).
 */
async function priceDrops(
  db: Db,
  search: typeof s.$inferSelect,
  where: SQL,
  listedAsNew: ReadonlySet<number>,
) {
  const since = search.last_run_at ?? search.confirmed_at ?? search.created_at;
  const rows = await db
    .select({
      ...alertColumns,
      // Spelled out: inside a select list Drizzle names columns without their table, which
      // would tie the subquery's "id" to its own table.
      old_price: sql<number>`(select pc.old_price from ${c} pc
        where pc.property_id = "properties"."id"
        order by pc.changed_at desc, pc.id desc limit 1)`.mapWith(Number),
    })
    .from(p)
    .where(and(where, gt(p.price_dropped_at, since)))
    .orderBy(desc(p.price_dropped_at), desc(p.id))
    .limit(MAX_ITEMS);
  return rows.filter((row) => !listedAsNew.has(row.id));
}
