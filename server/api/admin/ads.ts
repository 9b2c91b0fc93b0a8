// Ads in the back-office: list, read, create (POST /ad), update, delete and the
// isVisible / isLinkOnly toggles. Superadmin only (decision 0037): advertisers are the agency's
// business deals, not an agent's daily work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdCreateSchema,
  ZAdLocaleQuerySchema,
  ZAdminAdListSchema,
  ZAdminAdQuerySchema,
  ZAdminAdSchema,
  ZAdToggleParamsSchema,
  ZAdToggleResponseSchema,
  ZAdUpdateSchema,
} from '../../../common/schemas/admin-ad.ts';
import { ZIdParamsSchema, ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import {
  createAdminAd,
  deleteAdminAd,
  getAdminAd,
  listAdminAds,
  toggleAdFlag,
  updateAdminAd,
} from '../../services/listings/admin-ads.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, requireSuperadmin } from './auth-hook.ts';

const tags = ['admin: ads'];

export const adRoutes =
  ({ db, media }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireSuperadmin);

    app.get(
      '/ads',
      {
        schema: {
          tags,
          summary: 'List the ads, hidden ones included (superadmin)',
          security: bearerSecurity,
          querystring: ZAdminAdQuerySchema,
          response: { 200: ZAdminAdListSchema, ...adminErrors },
        },
      },
      async (request) => listAdminAds(db, request.query),
    );

    app.get(
      '/ads/:id',
      {
        schema: {
          tags,
          summary: 'One ad, every field (superadmin)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          querystring: ZAdLocaleQuerySchema,
          response: { 200: ZAdminAdSchema, ...adminErrors },
        },
      },
      async (request) => {
        const ad = await getAdminAd(db, request.params.id, request.query.locale);
        if (!ad) throw new DomainError('ad.not_found', `No ad with id ${request.params.id}`);
        return ad;
      },
    );

    app.post(
      '/ad',
      {
        schema: {
          tags,
          summary: 'Create an ad (superadmin)',
          security: bearerSecurity,
          body: ZAdCreateSchema,
          response: { 201: ZAdminAdSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createAdminAd(db, request.body, auditActor(request))),
    );

    app.patch(
      '/ads/:id',
      {
        schema: {
          tags,
          summary: 'Update an ad, only the fields given (superadmin)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZAdUpdateSchema,
          response: { 200: ZAdminAdSchema, ...adminErrors },
        },
      },
      async (request) =>
        updateAdminAd(db, media, request.params.id, request.body, auditActor(request)),
    );

    app.delete(
      '/ads/:id',
      {
        schema: {
          tags,
          summary: 'Delete an ad and its images nothing else uses (superadmin)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZMessageAnswerSchema, ...adminErrors },
        },
      },
      async (request) => {
        await deleteAdminAd(db, media, request.params.id, auditActor(request));
        return { message: 'Ad deleted' };
      },
    );

    app.patch(
      '/ads/:id/toggle/:field',
      {
        schema: {
          tags,
          summary: 'Flip isVisible or isLinkOnly (superadmin)',
          security: bearerSecurity,
          params: ZAdToggleParamsSchema,
          response: { 200: ZAdToggleResponseSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { id, field } = request.params;
        return { id, field, value: await toggleAdFlag(db, id, field, auditActor(request)) };
      },
    );
  };
