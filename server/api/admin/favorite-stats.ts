// GET /api/admin/stat/favorites: the most favourited properties (anonymous counts) and how many
// e-mail alerts are active or awaiting confirmation, for the dashboard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { ZFavoriteStatsSchema } from '../../../common/schemas/return-visits.ts';
import type { Services } from '../../services/index.ts';
import { favoriteStats } from '../../services/return-visits/favorite-counts.ts';
import { bearerSecurity } from './auth-hook.ts';

export const favoriteStatsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stat/favorites',
      {
        schema: {
          tags: ['admin: dashboard'],
          summary: 'Most favourited properties and e-mail alert counts',
          security: bearerSecurity,
          response: { 200: ZFavoriteStatsSchema, 401: adminErrors[401] },
        },
      },
      async () => favoriteStats(db),
    );
  };
