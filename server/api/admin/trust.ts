// Trust in the back-office (docs/decisions/0005-trust.md): mark a property verified (documents
// checked), confirm a stale listing is still current, list possible duplicates of a property.
// The hourly stale-listing sweep is a background job of the server (server/jobs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../common/schemas/primitives.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import {
  ZAdminPropertySchema,
  ZDuplicateListSchema,
  ZPropertyVerificationSchema,
  ZPropertyVerifyBodySchema,
} from '../../../common/schemas/admin-property.ts';
import { getAdminProperty } from '../../services/listings/admin-properties.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { findDuplicates } from '../../services/trust/duplicates.ts';
import { confirmListingCurrent } from '../../services/trust/stale.ts';
import { setPropertyVerified } from '../../services/trust/verify.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';
import { requireManagedProperty } from './property-guard.ts';

const tags = ['admin: properties'];
const propertyNotFound = (id: number) =>
  new DomainError('property.not_found', `No property with id ${id}`);

export const trustRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/property/:id/verify',
      {
        preHandler: requireManagedProperty(db),
        schema: {
          tags,
          summary: 'Mark a property verified (documents checked by the logged-in staff member)',
          description: '{ "verified": false } removes the mark.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZPropertyVerifyBodySchema,
          response: { 200: ZPropertyVerificationSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const actor = { ...auditActor(request), id: currentAgent(request).id };
        return { id, ...(await setPropertyVerified(db, id, request.body.verified, actor)) };
      },
    );

    app.post(
      '/property/:id/confirm',
      {
        preHandler: requireManagedProperty(db),
        schema: {
          tags,
          summary: 'Confirm a listing is still current',
          description:
            'Touches updated_at (the listing is no longer stale); a listing the stale job ' +
            'unpublished is published again.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZAdminPropertySchema, ...adminErrors },
        },
      },
      async (request) => {
        await confirmListingCurrent(db, request.params.id);
        const property = await getAdminProperty(db, request.params.id);
        if (!property) throw propertyNotFound(request.params.id);
        return property;
      },
    );

    app.get(
      '/property/:id/duplicates',
      {
        schema: {
          tags,
          summary: 'Possible duplicates of a property',
          description:
            'Visible properties of the same type within 150 m and a base price within 10%, or ' +
            'with the same first image (perceptual hash). A warning: nothing is blocked.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZDuplicateListSchema, ...adminErrors },
        },
      },
      async (request) => {
        const duplicates = await findDuplicates(db, request.params.id);
        if (!duplicates) throw propertyNotFound(request.params.id);
        return { data: duplicates };
      },
    );
  };
