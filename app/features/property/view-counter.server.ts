// Counts a property page view for the dashboard, once per visitor and property within 30
// minutes, and never for robots or prefetches.
//
// The dedupe lives in the visitor's browser: one small cookie (`pv`, path /property, 30 minutes)
// lists the properties counted recently with the minute they were counted. A reload, a back
// and forth or a language switch within the window does not count again; nothing is stored on
// the server and it works the same with several instances. A visitor who refuses cookies is
// counted on each visit, which is the usual trade-off of portals' view counters.
import { isbot } from 'isbot';
import type { Services } from '../../../server/services/index.ts';
import { recordPropertyView } from '../../../server/services/property-counters.ts';
import { readCookie } from '../../i18n/language.server.ts';

/** The database handle the services take (loaders reach it only through `services`). */
type Db = Services['db'];

export const VIEW_COOKIE = 'pv';
export const VIEW_WINDOW_MINUTES = 30;
/** At most this many properties are remembered (the most recent ones). */
const MAX_REMEMBERED = 25;

type Seen = Map<number, number>;

function parseSeen(value: string | undefined, nowMinute: number): Seen {
  const seen: Seen = new Map();
  for (const part of (value ?? '').split('_')) {
    const match = /^(\d{1,10})\.(\d{1,10})$/.exec(part);
    if (!match) continue;
    const minute = Number(match[2]);
    if (nowMinute - minute < VIEW_WINDOW_MINUTES) seen.set(Number(match[1]), minute);
  }
  return seen;
}

function serializeSeen(seen: Seen): string {
  return [...seen]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_REMEMBERED)
    .map(([id, minute]) => `${id}.${minute}`)
    .join('_');
}

/** A robot, a link preview, or the browser fetching ahead without the visitor asking. */
export function isAutomatedRequest(request: Request): boolean {
  const userAgent = request.headers.get('user-agent');
  if (!userAgent || isbot(userAgent)) return true;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * Counts the view when it should be counted. Answers the Set-Cookie header to send back (the
 * visitor's updated list), or null when nothing was counted.
 */
export async function countPropertyView(
  db: Db,
  request: Request,
  id: number,
  now = new Date(),
): Promise<string | null> {
  if (request.method !== 'GET' || isAutomatedRequest(request)) return null;
  const nowMinute = Math.floor(now.getTime() / 60_000);
  const seen = parseSeen(readCookie(request.headers.get('cookie'), VIEW_COOKIE), nowMinute);
  if (seen.has(id)) return null;
  const counted = await recordPropertyView(db, id, now);
  if (!counted) return null;
  seen.set(id, nowMinute);
  return `${VIEW_COOKIE}=${serializeSeen(seen)}; Path=/property; Max-Age=${VIEW_WINDOW_MINUTES * 60}; HttpOnly; SameSite=Lax`;
}
