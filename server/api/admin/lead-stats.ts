// GET /api/admin/stat/leads: the dashboard's lead figures (decision 0038), every user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { ZLeadStatsSchema } from '../../../common/schemas/lead.ts';
import type { Services } from '../../services/index.ts';
import { leadStats } from '../../services/leads/lead-stats.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';

export const leadStatsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stat/leads',
      {
        schema: {
          tags: ['admin: dashboard'],
          summary:
            'Leads: median first response, per week, conversion from views by type and wilaya; ' +
            'owners’ mandates ending within 30 days',
          security: bearerSecurity,
          response: { 200: ZLeadStatsSchema, 401: adminErrors[401] },
        },
      },
      async (request) => leadStats(db, new Date(), currentAgent(request)),
    );
  };
