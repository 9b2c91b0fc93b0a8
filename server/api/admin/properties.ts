// Properties in the back-office: list with filters, read, create, update,
// delete, and the flag toggles. Hidden properties included. Every agent manages them; deleting
// one is the superadmin's (decision 0037).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import {
  ZAdminPropertyListSchema,
  ZAdminPropertyQuerySchema,
  ZAdminPropertySchema,
  ZPropertyCreateSchema,
  ZPropertyToggleParamsSchema,
  ZPropertyToggleResponseSchema,
  ZPropertyUpdateSchema,
} from '../../../common/schemas/admin-property.ts';
import {
  createAdminProperty,
  deleteAdminProperty,
  getAdminProperty,
  togglePropertyFlag,
  updateAdminProperty,
} from '../../services/admin-properties.ts';
import { listAdminProperties } from '../../services/admin-property-query.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, requireSuperadmin } from './auth-hook.ts';

const tags = ['admin: properties'];

const propertyNotFound = (id: number) =>
  new DomainError('property.not_found', `No property with id ${id}`);

export const propertyRoutes =
  ({ db, media }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/property',
      {
        schema: {
          tags,
          summary: 'Search every property (hidden ones included), with the flag filters',
          security: bearerSecurity,
          querystring: ZAdminPropertyQuerySchema,
          response: { 200: ZAdminPropertyListSchema, ...adminErrors },
        },
      },
      async (request) => listAdminProperties(db, request.query),
    );

    app.get(
      '/property/:id',
      {
        schema: {
          tags,
          summary: 'One property, every field',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZAdminPropertySchema, ...adminErrors },
        },
      },
      async (request) => {
        const property = await getAdminProperty(db, request.params.id);
        if (!property) throw propertyNotFound(request.params.id);
        return property;
      },
    );

    app.post(
      '/property',
      {
        schema: {
          tags,
          summary: 'Create a property',
          description:
            'Trilingual name required; empty seller_email is stored as null; afterpromo_price and ' +
            'promotion_end_date only when non-empty; id lists as numbers or numeric strings; ' +
            'wilaya names filled from wilaya_id when not given.',
          security: bearerSecurity,
          body: ZPropertyCreateSchema,
          response: { 201: ZAdminPropertySchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createAdminProperty(db, request.body, auditActor(request))),
    );

    app.patch(
      '/property/:id',
      {
        schema: {
          tags,
          summary: 'Update a property (only the fields given)',
          description: 'null clears an optional value; "" leaves afterpromo_price unchanged.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZPropertyUpdateSchema,
          response: { 200: ZAdminPropertySchema, ...adminErrors },
        },
      },
      async (request) =>
        updateAdminProperty(db, media, request.params.id, request.body, auditActor(request)),
    );

    app.delete(
      '/property/:id',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: 'Delete a property and its images nothing else uses (superadmin)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZMessageAnswerSchema, ...adminErrors },
        },
      },
      async (request) => {
        await deleteAdminProperty(db, media, request.params.id, auditActor(request));
        return { message: 'Property deleted' };
      },
    );

    app.patch(
      '/property/:id/toggle/:field',
      {
        schema: {
          tags,
          summary: 'Flip isBanner, isANePasManquer, isVisible, isSelected or ispromo',
          security: bearerSecurity,
          params: ZPropertyToggleParamsSchema,
          response: { 200: ZPropertyToggleResponseSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { id, field } = request.params;
        return { id, field, value: await togglePropertyFlag(db, id, field, auditActor(request)) };
      },
    );
  };
