// Liveness and readiness, for a proxy or an orchestrator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services/index.ts';

const StatusSchema = z.object({ status: z.string() });

export const healthRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers',
          response: { 200: StatusSchema },
        },
      },
      async () => ({ status: 'ok' }),
    );
    app.get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers',
          response: { 200: StatusSchema, 503: StatusSchema },
        },
      },
      async (_request, reply) => {
        try {
          await services.database.ping();
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
