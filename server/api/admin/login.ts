// POST /api/admin/login: the only admin route without a token. Attempts are rate-limited per
// client address here (@fastify/rate-limit); failures are counted per address, per (username,
// address) and per username in the service (server/auth/login-throttle.ts). All the counts live
// in Redis when REDIS_URL is set, so they hold across every instance.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginBodySchema, ZLoginResponseSchema } from '../../../common/schemas/admin-auth.ts';
import { errorResponses } from '../../../common/schemas/errors.ts';
import {
  TooManyAttemptsError,
  tooManyAttemptsMessage,
  type AdminAuth,
} from '../../services/agency/admin-auth.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';

/** Login attempts allowed per client address and minute (successful ones included). */
export const LOGIN_ATTEMPTS_PER_IP_PER_MINUTE = 20;

export const loginRoutes =
  (auth: AdminAuth, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { redis } = services;
    await app.register(fastifyRateLimit, {
      global: false,
      // A Redis outage lets logins through this limit; the failure counts fall back to memory.
      ...(redis
        ? { redis, nameSpace: `${services.config.REDIS_PREFIX}login-ip:`, skipOnError: true }
        : {}),
      errorResponseBuilder: (_request, context) =>
        new DomainError('auth.throttled', tooManyAttemptsMessage(context.ttl / 1000)),
    });

    app.post(
      '/login',
      {
        config: {
          rateLimit: { max: LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: 60_000 },
        },
        schema: {
          tags: ['admin: session'],
          summary: 'Log in with a username and password; answers a bearer token',
          body: ZLoginBodySchema,
          response: {
            200: ZLoginResponseSchema,
            400: errorResponses[400],
            401: errorResponses[401],
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        try {
          const result = await auth.login(request.body.username, request.body.password, request.ip);
          return {
            message: 'Login successful' as const,
            token: result.token,
            type: result.type,
            expiresAt: result.expiresAt.toISOString(),
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
