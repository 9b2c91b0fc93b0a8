// The back-office API under /api/admin (docs/admin-api.md): the login is open; every other
// route sits in one scope behind the bearer-token hook (auth-hook.ts), one file per resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAuth } from '../../services/agency/admin-auth.ts';
import type { Services } from '../../services/index.ts';
import { adRoutes } from './ads.ts';
import { agentRoutes } from './agents.ts';
import { favoriteStatsRoutes } from './favorite-stats.ts';
import { requireLogin } from './auth-hook.ts';
import { leadAdminRoutes } from './leads.ts';
import { leadStatsRoutes } from './lead-stats.ts';
import { loginRoutes } from './login.ts';
import { meRoutes } from './me.ts';
import { messageRoutes } from './messages.ts';
import { propertyRoutes } from './properties.ts';
import { propertyIoRoutes } from './property-io.ts';
import { referenceRoutes } from './reference.ts';
import { statsRoutes } from './stats.ts';
import { trustRoutes } from './trust.ts';
import { uploadRoutes } from './uploads.ts';
import { auditRoutes } from './audit.ts';
import { propertyStatsRoutes } from './property-stats.ts';
import { visitRoutes } from './visits.ts';

export const adminApi =
  (services: Services, auth: AdminAuth): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(loginRoutes(auth, services));
    await app.register(async (scope) => {
      requireLogin(scope, auth);
      await scope.register(meRoutes(auth));
      await scope.register(agentRoutes(services));
      await scope.register(propertyRoutes(services));
      await scope.register(adRoutes(services));
      await scope.register(uploadRoutes(services));
      await scope.register(statsRoutes(services));
      await scope.register(favoriteStatsRoutes(services));
      await scope.register(messageRoutes(services));
      await scope.register(referenceRoutes(services));
      await scope.register(trustRoutes(services));
      await scope.register(leadAdminRoutes(services));
      await scope.register(leadStatsRoutes(services));
      await scope.register(auditRoutes(services));
      await scope.register(propertyIoRoutes(services));
      await scope.register(propertyStatsRoutes(services));
      await scope.register(visitRoutes(services));
    });
  };
