// Small helpers shared by the public routes.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { publicCacheControl } from '../../http/shared-cache.ts';
import { CATALOGUE_CACHE_TTL_MS, catalogueCache } from '../../services/search/catalogue-cache.ts';
import type { Services } from '../../services/index.ts';

/**
 * Public reads may be kept by browsers and, for anonymous requests, by a shared cache
 * (server/http/shared-cache.ts: staff edits reach every visitor within its bound).
 */
export function cacheFor(reply: FastifyReply): void {
  reply.header('cache-control', publicCacheControl(reply.request));
}

/** How long reference data shipped with the code may be kept: a day, then a week served stale. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Answers made only of data shipped with the code (the communes' names): they change with a
 * release, never with a staff edit, and are the same for everyone, so any cache may keep them
 * for a day, personal request or not.
 */
export function cacheReferenceFor(reply: FastifyReply): void {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL);
}

/**
 * For answers that depend only on the listings: an ETag made of the catalogue's version (and the
 * minute, since an ending promotion changes a shown price without a write). Returns true when the
 * request already holds the current answer: the caller then answers 304 without searching, for
 * the cost of one primary-key read.
 */
export async function holdsCatalogueAnswer(
  reply: FastifyReply,
  db: Services['db'],
): Promise<boolean> {
  const version = await catalogueCache(db).version();
  const minute = Math.floor(Date.now() / CATALOGUE_CACHE_TTL_MS);
  const etag = `W/"c${version}-${minute.toString(36)}"`;
  reply.header('etag', etag);
  const held = reply.request.headers['if-none-match'] ?? '';
  return held.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** The answer to a request that already holds the current one (holdsCatalogueAnswer). */
export const notModifiedResponse = {
  304: z.null().meta({ description: 'Not modified: the ETag sent in If-None-Match is current' }),
};
