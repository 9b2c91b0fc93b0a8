// Properties in the back-office: list with filters, read, create, update,
// delete, and the flag toggles. Hidden properties included. Every agent reads them and changes
// their own and the unassigned ones (decision 0038); deleting one is the superadmin's (0037).
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
} from '../../services/listings/admin-properties.ts';
import { listAdminProperties } from '../../services/listings/admin-property-query.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { agentOfNewProperty } from '../../services/listings/property-assignment.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, currentAgent, requireSuperadmin } from './auth-hook.ts';
import { requireAssignableAgent, requireManagedProperty } from './property-guard.ts';

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
        preHandler: requireAssignableAgent(db),
        schema: {
          tags,
          summary: 'Create a property',
          description:
            'Trilingual name required; empty seller_email is stored as null; afterpromo_price and ' +
            'promotion_end_date only when non-empty; id lists as numbers or numeric strings; ' +
            'wilaya names filled from wilaya_id when not given. agent_id: the user responsible ' +
            '(an agent creating one is assigned by default; only a superadmin names another).',
          security: bearerSecurity,
          body: ZPropertyCreateSchema,
          response: { 201: ZAdminPropertySchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const agentId = agentOfNewProperty(currentAgent(request), request.body.agent_id);
        const created = await createAdminProperty(
          db,
          { ...request.body, agent_id: agentId },
          auditActor(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.patch(
      '/property/:id',
      {
        preHandler: requireManagedProperty(db),
        schema: {
          tags,
          summary: 'Update a property (only the fields given)',
          description:
            'null clears an optional value; "" leaves afterpromo_price unchanged. An agent ' +
            'changes their own and unassigned properties only (403 otherwise).',
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
        preHandler: requireManagedProperty(db),
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
