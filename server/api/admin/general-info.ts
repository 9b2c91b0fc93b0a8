// POST /api/genInfo: the office position, superadmin only. It lives outside
// /api/admin (app.ts registers it in the /api scope) but uses the same token check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminGeneralInfoSchema,
  ZGeneralInfoUpdateSchema,
} from '../../../common/schemas/admin-general-info.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import type { AdminAuth } from '../../services/agency/admin-auth.ts';
import { saveGeneralInfo } from '../../services/agency/admin-general-info.ts';
import type { Services } from '../../services/index.ts';
import { hideStaleListings } from '../../services/trust/stale.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, requireLogin, requireSuperadmin } from './auth-hook.ts';

export const generalInfoAdminApi =
  (services: Services, auth: AdminAuth): FastifyPluginAsyncZod =>
  async (app) => {
    requireLogin(app, auth);
    app.addHook('onRequest', requireSuperadmin);

    app.post(
      '/genInfo',
      {
        schema: {
          tags: ['admin: settings'],
          summary: "Set the agency's office position and contact details (superadmin)",
          security: bearerSecurity,
          body: ZGeneralInfoUpdateSchema,
          response: { 200: ZAdminGeneralInfoSchema, ...adminErrors },
        },
      },
      async (request) => {
        const saved = await saveGeneralInfo(services.db, request.body, auditActor(request));
        // A shorter delay applies at once, not at the job's next hourly run.
        await hideStaleListings(services.db);
        return saved;
      },
    );
  };
