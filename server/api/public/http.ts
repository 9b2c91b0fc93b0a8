// Small helpers shared by the public routes.
import type { FastifyReply } from 'fastify';
import { ZErrorSchema } from '../../../common/schemas/shared.ts';

/** Public reads may be cached briefly by browsers and proxies (staff edits show within a minute). */
export function cacheFor(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', `public, max-age=${seconds}`);
}

export const READ_CACHE_SECONDS = 60;

/** The error answers a public route may give, for its OpenAPI document. */
export const errorResponses = {
  400: ZErrorSchema.meta({ description: 'Bad parameter: the message names it' }),
  404: ZErrorSchema.meta({ description: 'Unknown or hidden id' }),
};
