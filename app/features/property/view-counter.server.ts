// Counts a property page view for the back-office, once per visitor, property and day
// (docs/decisions/0040), and never for robots or prefetches.
//
// The rule is kept on the server (a keyed hash of the day, address and browser: visitor-key.ts).
// A small cookie (`pv`, path /property, 30 minutes) listing the properties counted recently
// spares the database a write on reloads, back and forth and language switches.
import type { AppLoadContext } from 'react-router';
import type { Services } from '../../../server/services/index.ts';
import {
  recordPropertyView,
  statsDay,
  type VisitorKey,
} from '../../../server/services/listings/property-counters.ts';
import { isRobot } from '../../../server/services/visitor-key.ts';
import { readCookie } from '../../i18n/language.server.ts';

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
  if (isRobot(request.headers.get('user-agent'))) return true;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * Counts the view when it should be counted. Answers the Set-Cookie header to send back (the
 * visitor's updated list), or null when nothing was counted.
 */
/** The visitor of a page request, for today's counters (null for a robot). */
export function pageVisitor(
  request: Request,
  context: Pick<AppLoadContext, 'services' | 'clientAddress'>,
  now = new Date(),
): Promise<VisitorKey> {
  return context.services.visitorKeys.of(
    { address: context.clientAddress, userAgent: request.headers.get('user-agent') },
    statsDay(now),
  );
}

export async function countPropertyView(
  services: Services,
  clientAddress: string,
  request: Request,
  id: number,
  now = new Date(),
): Promise<string | null> {
  if (request.method !== 'GET' || isAutomatedRequest(request)) return null;
  const nowMinute = Math.floor(now.getTime() / 60_000);
  const seen = parseSeen(readCookie(request.headers.get('cookie'), VIEW_COOKIE), nowMinute);
  if (seen.has(id)) return null;
  const visitor = await pageVisitor(request, { services, clientAddress }, now);
  const counted = await recordPropertyView(services.db, id, visitor, now);
  if (!counted) return null;
  seen.set(id, nowMinute);
  return `${VIEW_COOKIE}=${serializeSeen(seen)}; Path=/property; Max-Age=${VIEW_WINDOW_MINUTES * 60}; HttpOnly; SameSite=Lax`;
}
