// Trust in the back-office (docs/decisions/0005-trust.md): mark a property verified (documents
// checked), confirm a stale listing is still current, list possible duplicates of a property.
// Also runs the stale-listing job (in-process, hourly) while the app is up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, IdParamsSchema } from '../../../common/schemas/admin-common.ts';
import {
  AdminPropertySchema,
  DuplicateListSchema,
  PropertyVerificationSchema,
  PropertyVerifyBodySchema,
} from '../../../common/schemas/admin-property.ts';
import { getAdminProperty } from '../../services/admin-properties.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { findDuplicates } from '../../services/trust/duplicates.ts';
import { confirmListingCurrent, scheduleStaleListings } from '../../services/trust/stale.ts';
import { setPropertyVerified } from '../../services/trust/verify.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';

const tags = ['admin: properties'];
const propertyNotFound = (id: number) =>
  new DomainError('property.not_found', `No property with id ${id}`);

export const trustRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = scheduleStaleListings(db, app.log);
    });
    app.addHook('onClose', async () => stop?.());

    app.patch(
      '/property/:id/verify',
      {
        schema: {
          tags,
          summary: 'Mark a property verified (documents checked by the logged-in staff member)',
          description: '{ "verified": false } removes the mark.',
          security: bearerSecurity,
          params: IdParamsSchema,
          body: PropertyVerifyBodySchema,
          response: { 200: PropertyVerificationSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const agent = currentAgent(request);
        return { id, ...(await setPropertyVerified(db, id, request.body.verified, agent.id)) };
      },
    );

    app.post(
      '/property/:id/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm a listing is still current',
          description:
            'Touches updated_at (the listing is no longer stale); a listing the stale job ' +
            'unpublished is published again.',
          security: bearerSecurity,
          params: IdParamsSchema,
          response: { 200: AdminPropertySchema, ...adminErrors },
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
          params: IdParamsSchema,
          response: { 200: DuplicateListSchema, ...adminErrors },
        },
      },
      async (request) => {
        const duplicates = await findDuplicates(db, request.params.id);
        if (!duplicates) throw propertyNotFound(request.params.id);
        return { data: duplicates };
      },
    );
  };
