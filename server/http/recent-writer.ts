// The read-your-writes marker of server/services/public-reads.ts, set on the HTTP answer: an
// HTTP concern, so it lives at the edge and the service stays free of fastify.
import type { FastifyReply } from 'fastify';
import { RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS } from '../services/public-reads.ts';

/** Sets the marker on a successful write's answer, next to the cookies it already sets. */
export function markRecentWriter(reply: FastifyReply): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  const marker = `${RECENT_WRITE_COOKIE}=1; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
  const current = reply.getHeader('set-cookie');
  const cookies = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  reply.header('set-cookie', [...cookies, marker]);
}
