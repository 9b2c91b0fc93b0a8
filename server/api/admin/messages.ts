// The contact messages inbox: GET /messages, PATCH /messages/{id}/read, DELETE /messages/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import {
  ZInboxMessageSchema,
  ZMarkReadBodySchema,
  ZMessageListSchema,
  ZMessageQuerySchema,
} from '../../../common/schemas/admin-messages.ts';
import {
  deleteMessage,
  listMessages,
  markMessageRead,
} from '../../services/agency/admin-messages.ts';
import type { Services } from '../../services/index.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity } from './auth-hook.ts';

const tags = ['admin: messages'];

export const messageRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/messages',
      {
        schema: {
          tags,
          summary: 'Contact messages, newest first (unread=true for the unread ones)',
          security: bearerSecurity,
          querystring: ZMessageQuerySchema,
          response: { 200: ZMessageListSchema, ...adminErrors },
        },
      },
      async (request) => listMessages(db, request.query),
    );

    app.patch(
      '/messages/:id/read',
      {
        schema: {
          tags,
          summary: 'Mark a message read (or unread with { "read": false })',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZMarkReadBodySchema,
          response: { 200: ZInboxMessageSchema, ...adminErrors },
        },
      },
      async (request) => markMessageRead(db, request.params.id, request.body?.read ?? true),
    );

    app.delete(
      '/messages/:id',
      {
        schema: {
          tags,
          summary: 'Delete a message',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZMessageAnswerSchema, ...adminErrors },
        },
      },
      async (request) => {
        await deleteMessage(db, request.params.id, auditActor(request));
        return { message: 'Message deleted' };
      },
    );
  };
