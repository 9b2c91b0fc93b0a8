// GET /api/admin/stat: the dashboard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { ZAdminStatsSchema } from '../../../common/schemas/admin-stats.ts';
import { adminStats } from '../../services/agency/admin-stats.ts';
import type { Services } from '../../services/index.ts';
import { bearerSecurity } from './auth-hook.ts';

export const statsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stat',
      {
        schema: {
          tags: ['admin: dashboard'],
          summary: 'Dashboard figures: catalogue, ads, agents, messages, last 30 days',
          security: bearerSecurity,
          response: { 200: ZAdminStatsSchema, 401: adminErrors[401] },
        },
      },
      async () => adminStats(db),
    );
  };
