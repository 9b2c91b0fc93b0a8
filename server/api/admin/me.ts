// The logged-in agent's own account: GET /api/admin/me (who the token belongs to; the CMS checks
// its stored token with it) and PUT /api/admin/me/password (any agent changes their password).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMeSchema,
  ZOwnPasswordChangedSchema,
  ZOwnPasswordChangeSchema,
} from '../../../common/schemas/admin-auth.ts';
import { adminErrors, errorResponses } from '../../../common/schemas/errors.ts';
import { TooManyAttemptsError, type AdminAuth } from '../../services/agency/admin-auth.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';

export const meRoutes =
  (auth: AdminAuth): FastifyPluginAsyncZod =>
  async (app) => {
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

    app.put(
      '/me/password',
      {
        schema: {
          tags: ['admin: session'],
          summary: 'Change my own password (any agent)',
          description:
            'The current password is checked under the login limits (a wrong one counts as a ' +
            'failed login: 400 auth.wrong_current_password, then 429 with Retry-After); the new ' +
            'one must pass the strength rule (400 agent.weak_password, French reason). The ' +
            "account's other sessions end: the answer carries this session's new token.",
          security: bearerSecurity,
          body: ZOwnPasswordChangeSchema,
          response: {
            200: ZOwnPasswordChangedSchema,
            ...adminErrors,
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        try {
          const session = await auth.changeOwnPassword(
            currentAgent(request),
            request.body,
            request.ip,
          );
          return {
            message: 'Password changed' as const,
            token: session.token,
            expiresAt: session.expiresAt.toISOString(),
          };
        } catch (error) {
          if (error instanceof TooManyAttemptsError) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        }
      },
    );
  };
