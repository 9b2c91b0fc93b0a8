// Agents (back-office accounts), superadmin only: GET /agent, POST /agent/register,
// PATCH /agent/{id}/update, DELETE /agent/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgentRegisterBodySchema,
  ZAgentSchema,
  ZAgentUpdateBodySchema,
} from '../../../common/schemas/admin-auth.ts';
import {
  ZIdParamsSchema,
  pageQuery,
  listOf,
  ZMessageAnswerSchema,
} from '../../../common/schemas/primitives.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import { createAgent, deleteAgent, listAgents, updateAgent } from '../../services/agency/agents.ts';
import type { Services } from '../../services/index.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, requireSuperadmin } from './auth-hook.ts';

const tags = ['admin: agents'];

export const agentRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireSuperadmin);

    app.get(
      '/agent',
      {
        schema: {
          tags,
          summary: 'List the back-office accounts (superadmin)',
          security: bearerSecurity,
          querystring: pageQuery(100),
          response: { 200: listOf(ZAgentSchema), ...adminErrors },
        },
      },
      async (request) => listAgents(db, request.query),
    );

    app.post(
      '/agent/register',
      {
        schema: {
          tags,
          summary: 'Create a back-office account (superadmin)',
          security: bearerSecurity,
          body: ZAgentRegisterBodySchema,
          response: { 201: ZAgentSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createAgent(db, request.body, auditActor(request))),
    );

    app.patch(
      '/agent/:id/update',
      {
        schema: {
          tags,
          summary: "Change an account's password, type and/or e-mail (superadmin)",
          description: 'A new password ends the sessions opened with the old one.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZAgentUpdateBodySchema,
          response: { 200: ZAgentSchema, ...adminErrors },
        },
      },
      async (request) => updateAgent(db, request.params.id, request.body, auditActor(request)),
    );

    app.delete(
      '/agent/:id',
      {
        schema: {
          tags,
          summary: 'Delete a back-office account (superadmin; never the last superadmin)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZMessageAnswerSchema, ...adminErrors },
        },
      },
      async (request) => {
        await deleteAgent(db, request.params.id, auditActor(request));
        return { message: 'Agent deleted' };
      },
    );
  };
