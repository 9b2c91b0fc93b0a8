// Saved searches with e-mail alerts (issue 12): a visitor saves a list page's query with an
// e-mail address; nothing is sent until the address confirms (double opt-in: a link in a first
// e-mail); every alert carries an unsubscribe link that works without any login.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TSavedSearchInput } from '../../../common/schemas/return-visits.ts';
import { parseSearchQuery, toSearchQuery, type ListingKind } from '../../../common/search-query.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { savedSearches } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { confirmationMail } from './alert-mail.ts';
import { normalizeMailbox } from './mailbox.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { sendMail, type MailConfig } from '../../mail/send.ts';

/** Saved searches one mailbox may start in 24 hours: nobody can flood someone's inbox. */
export const MAX_SEARCHES_PER_EMAIL_PER_DAY = 5;
/** How long a confirmation e-mail holds back another one for the same mailbox. */
const PENDING_FOR_MS = 86_400_000;
/** Waiting for its confirmation: neither confirmed nor ended (saved_searches_one_pending_idx). */
const PENDING = and(isNull(savedSearches.confirmed_at), isNull(savedSearches.unsubscribed_at));

const newToken = () => randomBytes(24).toString('base64url');

/** The query as the list page writes it (known keys only, no page, no sort). */
export function normalizeSearchQuery(query: string): string {
  const state = parseSearchQuery(new URLSearchParams(query));
  return toSearchQuery({ ...state, page: 1, order: 'price_desc' }).toString();
}

export function searchPageUrl(
  base: string,
  search: { kind: ListingKind; query: string; locale: Language },
): string {
  const params = new URLSearchParams(search.query);
  params.set('lang', search.locale);
  return `${base}/properties/${search.kind}?${params}`;
}

export const confirmUrl = (base: string, token: string, locale: Language) =>
  `${base}/alerts/confirm/${token}?lang=${locale}`;
export const unsubscribeUrl = (base: string, token: string, locale: Language) =>
  `${base}/alerts/unsubscribe/${token}?lang=${locale}`;

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * Stores the search (unconfirmed) and e-mails the confirmation link. 503 when e-mail is not set
 * up or the mail cannot be sent (the search is then dropped: it could never be confirmed); 429
 * when the mailbox already started too many searches today. A filled honeypot stores nothing,
 * and so does a request while the mailbox has one waiting for confirmation (one e-mail, not one
 * per request): both answer like a success, so the API does not tell which mailboxes are pending.
 */
export async function createSavedSearch(
  deps: { db: Db; config: MailConfig; log?: Logger },
  input: TSavedSearchInput,
  now = new Date(),
): Promise<void> {
  const { db, config, log } = deps;
  if (input.website && input.website.trim() !== '') return;
  if (!config.SMTP_URL)
    throw new DomainError('alert.mail_unavailable', 'E-mail alerts are not available');
  const email = input.email.toLowerCase();
  const mailbox = normalizeMailbox(email);
  const dayAgo = new Date(now.getTime() - PENDING_FOR_MS);
  if (await hasFreshPending(db, mailbox, dayAgo, now)) return;
  const [recent] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.mailbox, mailbox), gte(savedSearches.created_at, dayAgo)));
  if ((recent?.n ?? 0) >= MAX_SEARCHES_PER_EMAIL_PER_DAY) {
    throw new DomainError(
      'alert.daily_limit',
      'Too many alerts for this address today: try again tomorrow',
    );
  }
  const search = {
    email,
    mailbox,
    kind: input.kind,
    query: normalizeSearchQuery(input.query),
    locale: input.locale,
    frequency: input.frequency,
    confirm_token: newToken(),
    unsubscribe_token: newToken(),
  };
  let row: { id: number } | undefined;
  try {
    [row] = await db.insert(savedSearches).values(search).returning({ id: savedSearches.id });
  } catch (error) {
    // A request for the same mailbox stored its pending search a moment before: that one mails.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  const base = publicOrigin(config);
  try {
    await sendMail(
      db,
      config,
      confirmationMail({
        to: email,
        language: input.locale,
        frequency: input.frequency,
        confirmUrl: confirmUrl(base, search.confirm_token, input.locale),
        searchUrl: searchPageUrl(base, search),
        unsubscribeUrl: unsubscribeUrl(base, search.unsubscribe_token, input.locale),
      }),
    );
  } catch (error) {
    log?.warn({ err: error, savedSearchId: row!.id }, 'saved search: confirmation e-mail failed');
    await db.delete(savedSearches).where(eq(savedSearches.id, row!.id));
    throw new DomainError(
      'alert.mail_unavailable',
      'The confirmation e-mail could not be sent: try again later',
    );
  }
}

/**
 * True when the mailbox has a search waiting for confirmation since less than a day. An older
 * one ends (kept, its link then says "expired"), so a lost e-mail can be asked for again.
 */
async function hasFreshPending(db: Db, mailbox: string, dayAgo: Date, now: Date) {
  const [pending] = await db
    .select({ id: savedSearches.id, created_at: savedSearches.created_at })
    .from(savedSearches)
    .where(and(eq(savedSearches.mailbox, mailbox), PENDING));
  if (!pending) return false;
  if (pending.created_at >= dayAgo) return true;
  await db
    .update(savedSearches)
    .set({ unsubscribed_at: now })
    .where(and(eq(savedSearches.id, pending.id), PENDING));
  return false;
}

export interface SavedSearchLink {
  kind: ListingKind;
  query: string;
  locale: Language;
}

/** Confirms the search of this link (again is fine); null for an unknown or ended one. */
export async function confirmSavedSearch(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SavedSearchLink | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.confirm_token, token), isNull(savedSearches.unsubscribed_at)));
  if (!row) return null;
  if (!row.confirmed_at) {
    await db.update(savedSearches).set({ confirmed_at: now }).where(eq(savedSearches.id, row.id));
  }
  return { kind: row.kind, query: row.query, locale: row.locale };
}

/** Ends the search of this unsubscribe link (again is fine); false for an unknown link. */
export async function unsubscribeSavedSearch(
  db: Db,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id, unsubscribed_at: savedSearches.unsubscribed_at })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribe_token, token));
  if (!row) return false;
  if (!row.unsubscribed_at) {
    await db
      .update(savedSearches)
      .set({ unsubscribed_at: now })
      .where(eq(savedSearches.id, row.id));
  }
  return true;
}

/** What a link of the alert e-mails points at, read without changing anything. */
export type SavedSearchLinkState =
  { state: 'pending' | 'active' | 'ended'; search: SavedSearchLink } | { state: 'unknown' };

/**
 * The search behind a confirmation or unsubscribe link, for the page that link opens: the page
 * (GET, HEAD) only reads; its button (POST) acts. Mail scanners open links; they press nothing.
 * A confirmation link of an ended search is unknown: it no longer leads anywhere.
 */
export async function findSavedSearchLink(
  db: Db,
  link: 'confirm' | 'unsubscribe',
  token: string,
): Promise<SavedSearchLinkState> {
  const column = link === 'confirm' ? savedSearches.confirm_token : savedSearches.unsubscribe_token;
  const [row] = await db.select().from(savedSearches).where(eq(column, token));
  if (!row || (link === 'confirm' && row.unsubscribed_at)) return { state: 'unknown' };
  const search = { kind: row.kind, query: row.query, locale: row.locale };
  if (row.unsubscribed_at) return { state: 'ended', search };
  return { state: row.confirmed_at ? 'active' : 'pending', search };
}
