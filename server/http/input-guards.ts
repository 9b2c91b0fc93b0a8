// Checks every request's input before the route's own schema: text may not contain a NUL
// character (U+0000). PostgreSQL cannot store one in a text column, so without this check a
// NUL in any field or parameter would reach the database and fail there (a 500).
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body schema removes control characters itself: a NUL there is not refused. */
    cleansControlCharacters?: boolean;
  }
}

/** The first path (e.g. `body.name_fr`) holding a string with a NUL in it, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, '\\0')}`;
    const found = findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where =
      findNul(request.params, 'params') ??
      findNul(request.query, 'query') ??
      (request.routeOptions.config.cleansControlCharacters ? null : findNul(request.body, 'body'));
    if (where) {
      throw badRequest(`Invalid request: ${where.replace(/^\w+\./, '')} contains a NUL character`);
    }
  });
}
