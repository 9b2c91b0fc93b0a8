// The option lists staff edit (types, statuses, amenities…): GET/POST /reference/{list},
// PATCH/DELETE /reference/{list}/{id}. Deleting an item removes its id from every property.
// Every agent reads the lists (the property form offers them); changing them is the
// superadmin's (decision 0037). A name already in the list, in any language, is refused.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors } from '../../../common/schemas/errors.ts';
import {
  ZReferenceItemCreateSchema,
  ZReferenceItemParamsSchema,
  ZReferenceItemSchema,
  ZReferenceItemUpdateSchema,
  ZReferenceListParamsSchema,
  ZReferenceListResponseSchema,
} from '../../../common/schemas/admin-reference.ts';
import type { Services } from '../../services/index.ts';
import {
  createReferenceItem,
  deleteReferenceItem,
  listReferenceItems,
  updateReferenceItem,
} from '../../services/reference/reference-lists.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, requireSuperadmin } from './auth-hook.ts';

const tags = ['admin: reference lists'];

const DeleteResponseSchema = z.object({
  message: z.string(),
  /** Properties that lost the id. */
  properties_updated: z.number().int(),
});

export const referenceRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reference/:list',
      {
        schema: {
          tags,
          summary: 'The items of an option list, with how many properties use each',
          security: bearerSecurity,
          params: ZReferenceListParamsSchema,
          response: { 200: ZReferenceListResponseSchema, ...adminErrors },
        },
      },
      async (request) => {
        const data = await listReferenceItems(db, request.params.list);
        return { data, total: data.length, page: 1, limit: Math.max(data.length, 1) };
      },
    );

    app.post(
      '/reference/:list',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary:
            'Add an item: names in fr, en and ar, category for associated_documents (superadmin)',
          security: bearerSecurity,
          params: ZReferenceListParamsSchema,
          body: ZReferenceItemCreateSchema,
          response: { 201: ZReferenceItemSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createReferenceItem(db, request.params.list, request.body, auditActor(request)),
          ),
    );

    app.patch(
      '/reference/:list/:id',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: 'Rename or reorder an item (superadmin)',
          security: bearerSecurity,
          params: ZReferenceItemParamsSchema,
          body: ZReferenceItemUpdateSchema,
          response: { 200: ZReferenceItemSchema, ...adminErrors },
        },
      },
      async (request) =>
        updateReferenceItem(
          db,
          request.params.list,
          request.params.id,
          request.body,
          auditActor(request),
        ),
    );

    app.delete(
      '/reference/:list/:id',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: 'Delete an item; its id is removed from every property (superadmin)',
          security: bearerSecurity,
          params: ZReferenceItemParamsSchema,
          response: { 200: DeleteResponseSchema, ...adminErrors },
        },
      },
      async (request) => {
        const count = await deleteReferenceItem(
          db,
          request.params.list,
          request.params.id,
          auditActor(request),
        );
        return { message: 'Item deleted', properties_updated: count };
      },
    );
  };
