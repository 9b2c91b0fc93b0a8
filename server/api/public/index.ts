// The public API (docs/api.md): one file per resource, registered here. The rate
// limiter lives in this scope only (global: false); routes opt in through `config.rateLimit`.
// With REDIS_URL the counts are shared by every instance (through the process's one Redis
// connection, services.redis); without it each process counts alone.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../services/domain-error.ts';
import { FORM_RATE_LIMITS, type FormLimitName } from '../../http/form-limits.ts';
import type { Services } from '../../services/index.ts';
import { adRoutes } from './ads.ts';
import { bannerRoutes } from './banner.ts';
import { contactRoutes } from './contact.ts';
import { estimateRoutes } from './estimate.ts';
import { ownerLeadRoutes } from './owner-leads.ts';
import { ownerReportRoutes } from './owner-report.ts';
import { leadRoutes } from './leads.ts';
import { feedRoutes } from './feed.ts';
import { generalInfoRoutes } from './general-info.ts';
import { placeRoutes } from './places.ts';
import { propertyRoutes } from './properties.ts';
import { referenceRoutes } from './reference.ts';
import { returnVisitRoutes } from './return-visits.ts';
import { suggestRoutes } from './suggest.ts';
import { visitRequestRoutes } from './visits.ts';

export const publicApi =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { redis, config } = services;
    // A Redis outage must not take the site down: the limiter then lets requests through.
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}public-rl:`, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new DomainError('request.throttled', `Too many requests: try again in ${context.after}`),
    });
    // The forms a page also takes without JavaScript: one limiter each, handed to both doors
    // (the API route's onRequest and the page's action). The key names the form, since every
    // limiter made this way shares the store's namespace.
    for (const name of Object.keys(FORM_RATE_LIMITS) as FormLimitName[]) {
      services.formLimits.define(
        name,
        app.rateLimit({
          ...FORM_RATE_LIMITS[name],
          keyGenerator: (request) => `${name}:${request.ip}`,
        }),
      );
    }
    await app.register(referenceRoutes(services));
    await app.register(placeRoutes());
    await app.register(suggestRoutes(services));
    await app.register(returnVisitRoutes(services));
    await app.register(propertyRoutes(services));
    await app.register(bannerRoutes(services));
    await app.register(adRoutes(services));
    await app.register(generalInfoRoutes(services));
    await app.register(contactRoutes(services));
    await app.register(leadRoutes(services));
    await app.register(feedRoutes(services));
    await app.register(visitRequestRoutes(services));
    await app.register(estimateRoutes(services));
    await app.register(ownerLeadRoutes(services));
    await app.register(ownerReportRoutes(services));
  };
