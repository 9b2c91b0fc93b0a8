// GET /api/admin/me: who the token belongs to (the CMS checks its stored token with it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeSchema } from '../../../common/schemas/admin-auth.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';

export const meRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['admin: session'],
        summary: 'The logged-in agent',
        security: bearerSecurity,
        response: { 200: ZMeSchema, 401: adminErrors[401] },
      },
    },
    async (request) => {
      const agent = currentAgent(request);
      return { ...agent, isAdmin: agent.type === 'superadmin' };
    },
  );
};
