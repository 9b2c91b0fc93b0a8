// buildApp: the whole server as one Fastify instance, used by start.ts and by the tests.
// Order: external plugins, then the API under /api, then the media files, then the web app.
// What the routes share is built here once and handed to them: the back-office auth (the admin
// API and POST /api/genInfo). The app logs through the services' logger and closes their Redis
// connection when it closes. The background jobs are not the app's: start.ts runs them
// (server/jobs).
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { generalInfoAdminApi } from './api/admin/general-info.ts';
import { adminApi } from './api/admin/index.ts';
import { healthRoutes } from './api/health.ts';
import { publicApi } from './api/public/index.ts';
import { answerFrameworkError, registerErrorHandler } from './http/errors.ts';
import { registerHostCheck } from './http/host-check.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { openApiOptions } from './http/openapi.ts';
import { timeoutOptions, type ServerTimeouts } from './http/timeouts.ts';
import { API_DOCS_POLICY, registerSecurityHeaders } from './http/security-headers.ts';
import { markRecentWriter } from './http/recent-writer.ts';
import type { Services } from './services/index.ts';
import { registerMediaRoutes } from './storage/routes.ts';
import { registerWeb, type WebMode } from './web/plugin.ts';
import { createAdminAuth, loginThrottleFor } from './services/agency/admin-auth.ts';
import { closeRedis } from './redis.ts';

export interface BuildAppOptions {
  services: Services;
  web?: WebMode;
  /** How long a client may take (tests shorten them); SERVER_TIMEOUTS by default. */
  timeouts?: ServerTimeouts;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const { config } = services;
  // The services' logger (server/logger.ts): its level, redaction and serializers.
  const loggerInstance: FastifyBaseLogger = services.log;
  const app = Fastify({
    loggerInstance,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    // X-Forwarded-For/-Proto only from the proxies TRUST_PROXY names (private networks by default).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // The router's own refusals (a bad URL, an over-long parameter) answer a code too.
    frameworkErrors: answerFrameworkError,
    ...timeoutOptions(options.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  const { redis } = services;
  // After the requests in flight: the rate limits and caches use it to the last one.
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHostCheck(app);
  registerInputGuards(app);
  // On shutdown, responses still in flight close their connection: otherwise a kept-alive
  // socket would hold the close until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // With read replicas, whoever just wrote reads the primary for a while (public-reads.ts).
  const markWrites = services.database.replicas !== undefined;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    if (markWrites && !READ_METHODS.has(request.method) && reply.statusCode < 400) {
      markRecentWriter(reply);
    }
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, openApiOptions(config));
  const adminAuth = await createAdminAuth(services, loginThrottleFor(services));

  await app.register(
    async (api) => {
      await api.register(healthRoutes(services));
      await api.register(publicApi(services));
      await api.register(adminApi(services, adminAuth), { prefix: '/admin' });
      await api.register(generalInfoAdminApi(services, adminAuth));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_POLICY });

  await registerMediaRoutes(app, services.media);
  await registerWeb(app, { mode: options.web ?? 'none', services });
  return app;
}
