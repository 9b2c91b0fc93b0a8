// The back-office's « Demandes » (decision 0038): GET /leads, GET /leads/{id},
// PATCH /leads/{id} (status; agent_id for a superadmin), POST /leads/{id}/notes. Every user
// reaches these routes; an agent sees and handles their leads and the unassigned ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, errorResponses } from '../../../common/schemas/errors.ts';
import {
  ZAdminLeadDetailSchema,
  ZDraftListingSchema,
  ZLeadListSchema,
  ZLeadNoteBodySchema,
  ZLeadQuerySchema,
  ZLeadUpdateSchema,
} from '../../../common/schemas/lead.ts';
import { ZIdParamsSchema } from '../../../common/schemas/primitives.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { addLeadNote, getLead, listLeads, updateLead } from '../../services/leads/admin-leads.ts';
import { draftListingFromLead } from '../../services/leads/owner-draft.ts';
import { createReportLink, revokeReportLink } from '../../services/leads/owner-report-link.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';

const tags = ['admin: leads'];

export const leadAdminRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/leads',
      {
        schema: {
          tags,
          summary: 'Leads, newest first, filtered (an agent: theirs and the unassigned ones)',
          security: bearerSecurity,
          querystring: ZLeadQuerySchema,
          response: { 200: ZLeadListSchema, ...adminErrors },
        },
      },
      async (request) => listLeads(db, currentAgent(request), request.query),
    );

    app.get(
      '/leads/:id',
      {
        schema: {
          tags,
          summary: "One lead with its notes (403 for an agent when it is another agent's)",
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZAdminLeadDetailSchema, ...adminErrors },
        },
      },
      async (request) => {
        const lead = await getLead(db, currentAgent(request), request.params.id);
        if (!lead) throw new DomainError('lead.not_found', `No lead with id ${request.params.id}`);
        return lead;
      },
    );

    app.patch(
      '/leads/:id',
      {
        schema: {
          tags,
          summary: 'Change the status of a lead, or (superadmin) its agent; null unassigns',
          description:
            'The first status change (or note) sets first_response_at. An agent handling an ' +
            'unassigned lead takes it; sending agent_id is the superadmin’s (403 otherwise). ' +
            'A change of status or agent is an audit-log entry (entity lead).',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZLeadUpdateSchema,
          response: { 200: ZAdminLeadDetailSchema, ...adminErrors },
        },
      },
      async (request) =>
        updateLead(db, currentAgent(request), auditActor(request), request.params.id, request.body),
    );

    app.post(
      '/leads/:id/notes',
      {
        schema: {
          tags,
          summary: 'Add a note to a lead (its author and time are kept; an audit-log entry too)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZLeadNoteBodySchema,
          response: { 201: ZAdminLeadDetailSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await addLeadNote(
              db,
              currentAgent(request),
              auditActor(request),
              request.params.id,
              request.body,
            ),
          ),
    );

    app.post(
      '/leads/:id/draft-listing',
      {
        schema: {
          tags,
          summary: 'Make a hidden draft listing from an owner lead (its fields and photos)',
          description:
            'The lead’s type, kind, place, areas, rooms, asking price and photos are copied into ' +
            'a new hidden property assigned to the lead’s agent; the lead then points at it. ' +
            '400 lead.not_owner for a buyer lead, 409 lead.has_listing when it already has one. ' +
            'Audit-log entries for the property (create) and the lead.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: {
            201: ZDraftListingSchema,
            ...adminErrors,
            409: errorResponses[409],
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await draftListingFromLead(
              db,
              currentAgent(request),
              auditActor(request),
              request.params.id,
            ),
          ),
    );
    app.post(
      '/leads/:id/report-link',
      {
        schema: {
          tags,
          summary: "Make the owner's private report link (/owner/{token}) of a published lead",
          description:
            'A new token (192 random bits); a link still active is replaced and stops working. ' +
            'Made by itself when the lead becomes published with its listing visible. 400 ' +
            'lead.not_owner for a buyer lead, 409 lead.not_published before publication. An ' +
            'audit-log entry says a link was made, never the token.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZAdminLeadDetailSchema, ...adminErrors, 409: errorResponses[409] },
        },
      },
      async (request) => {
        const viewer = currentAgent(request);
        await createReportLink(db, viewer, auditActor(request), request.params.id);
        return (await getLead(db, viewer, request.params.id))!;
      },
    );

    app.delete(
      '/leads/:id/report-link',
      {
        schema: {
          tags,
          summary: "Revoke the owner's report link: it answers 404 from now on",
          description: 'Nothing to do when there is none. An audit-log entry when one is revoked.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZAdminLeadDetailSchema, ...adminErrors },
        },
      },
      async (request) => {
        const viewer = currentAgent(request);
        await revokeReportLink(db, viewer, auditActor(request), request.params.id);
        return (await getLead(db, viewer, request.params.id))!;
      },
    );
  };
