// Checks every request's input before the route's own schema for NUL characters (U+0000).
// PostgreSQL cannot store one in a text column, so a NUL reaching the database fails there (a
// 500). In a path parameter or a JSON body a NUL is refused (400); in the query string, where
// free text is typed (search keywords), it is removed, as other junk in a keyword is tolerated.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../services/domain-error.ts';

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

/** The query string's values without NUL characters (values are strings or lists of them). */
function withoutNul(query: unknown): void {
  if (query === null || typeof query !== 'object') return;
  const values = query as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') values[key] = value.replaceAll(NUL, '');
    else if (Array.isArray(value)) {
      values[key] = value.map((item: unknown) =>
        typeof item === 'string' ? item.replaceAll(NUL, '') : item,
      );
    }
  }
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    withoutNul(request.query);
    const where =
      findNul(request.params, 'params') ??
      findNul(request.query, 'query') ??
      (request.routeOptions.config.cleansControlCharacters ? null : findNul(request.body, 'body'));
    if (where) {
      const field = where.replace(/^\w+\./, '');
      throw new DomainError(
        'validation.invalid',
        `Invalid request: ${field} contains a NUL character`,
        {
          field,
        },
      );
    }
  });
}
