// GET /api/admin/audit: the audit log, superadmin only. There is no route that changes or deletes
// an entry (and the database refuses it: decision 0042).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditListSchema, ZAuditQuerySchema } from '../../../common/schemas/admin-audit.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { listAudit } from '../../services/audit/list.ts';
import type { Services } from '../../services/index.ts';
import { bearerSecurity, requireSuperadmin } from './auth-hook.ts';

export const auditRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags: ['admin: audit'],
          summary: 'Who changed what in the back-office, newest first (superadmin)',
          description:
            'Changes of properties, ads, agents, settings, reference lists and site images with ' +
            'their field-level before/after, logins and failed logins (never a password). ' +
            'Filters: actor_id, entity, entity_id, action, from/to days (included).',
          security: bearerSecurity,
          querystring: ZAuditQuerySchema,
          response: { 200: ZAuditListSchema, ...adminErrors },
        },
      },
      async (request) => listAudit(db, request.query),
    );
  };
