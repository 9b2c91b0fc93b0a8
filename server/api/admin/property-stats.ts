// GET /api/admin/property/{id}/stats: one listing's performance per day (both roles).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { ZIdParamsSchema } from '../../../common/schemas/primitives.ts';
import {
  MAX_STATS_DAYS,
  ZPropertyStatsQuerySchema,
  ZPropertyStatsSchema,
} from '../../../common/schemas/property-performance.ts';
import type { Services } from '../../services/index.ts';
import { propertyStats } from '../../services/listings/property-performance.ts';
import { bearerSecurity } from './auth-hook.ts';

export const propertyStatsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/property/:id/stats',
      {
        schema: {
          tags: ['admin: properties'],
          summary: "A property's views, reveals, taps, shares and favourites per day",
          description:
            'Every day of the period (Algiers days) with its counts, zeros included, and the ' +
            `totals. Default: the last 30 days up to today; at most ${MAX_STATS_DAYS} days. ` +
            'Hidden properties too.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          querystring: ZPropertyStatsQuerySchema,
          response: { 200: ZPropertyStatsSchema, ...adminErrors },
        },
      },
      async (request) => propertyStats(db, request.params.id, request.query),
    );
  };
