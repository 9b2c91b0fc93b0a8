// The visit requests of the back-office (« Visites »): list, one, confirm a slot, decline or
// cancel. Both roles may do all of it (visits are every agent's daily work), except that an agent
// neither sees nor handles a visit whose lead is assigned to another agent (403, as the lead).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, errorResponses } from '../../../common/schemas/errors.ts';
import { ZIdParamsSchema } from '../../../common/schemas/primitives.ts';
import {
  ZAdminVisitDetailSchema,
  ZAdminVisitListSchema,
  ZAdminVisitQuerySchema,
  ZAdminVisitSchema,
  ZConfirmVisitBodySchema,
  ZVisitDecisionBodySchema,
} from '../../../common/schemas/visits.ts';
import type { Services } from '../../services/index.ts';
import { DomainError } from '../../services/domain-error.ts';
import {
  confirmVisit,
  decideVisit,
  getVisit,
  listVisits,
} from '../../services/visits/visit-booking.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, currentAgent } from './auth-hook.ts';

const tags = ['admin: visits'];

export const visitRoutes =
  ({ db, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/visits',
      {
        schema: {
          tags,
          summary: 'Visit requests, newest first (filters: status, property_id, date)',
          security: bearerSecurity,
          querystring: ZAdminVisitQuerySchema,
          response: { 200: ZAdminVisitListSchema, ...adminErrors },
        },
      },
      async (request) => listVisits(db, currentAgent(request), request.query),
    );

    app.get(
      '/visits/:id',
      {
        schema: {
          tags,
          summary: 'One visit request; slot_taken marks the slots the caller is already booked on',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZAdminVisitDetailSchema, ...adminErrors },
        },
      },
      async (request) => {
        const visit = await getVisit(db, currentAgent(request), request.params.id);
        if (!visit)
          throw new DomainError('visit.not_found', `No visit request with id ${request.params.id}`);
        return visit;
      },
    );

    app.post(
      '/visits/:id/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm one proposed slot; the caller becomes the visit agent',
          description:
            '409 visit.slot_taken when the caller already has a confirmed visit overlapping ' +
            'the slot; 409 visit.already_decided when the request is no longer open. The ' +
            'visitor is e-mailed the date, the address and an .ics file when SMTP is set. ' +
            'The visit’s lead moves to visit_planned unless it is further on (offer, won, lost).',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZConfirmVisitBodySchema,
          response: { 200: ZAdminVisitSchema, ...adminErrors, 409: errorResponses[409] },
        },
      },
      async (request) =>
        confirmVisit(
          { db, config, log: request.log },
          request.params.id,
          auditActor(request),
          currentAgent(request),
          request.body.slot,
        ),
    );

    app.patch(
      '/visits/:id',
      {
        schema: {
          tags,
          summary: 'Decline a request, or cancel a request or a confirmed visit',
          description:
            'The visitor (when they gave an e-mail) is told in their language and in French; ' +
            'the outcome is decision_email_status.',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          body: ZVisitDecisionBodySchema,
          response: { 200: ZAdminVisitSchema, ...adminErrors, 409: errorResponses[409] },
        },
      },
      async (request) =>
        decideVisit(
          { db, config, log: request.log },
          request.params.id,
          { ...auditActor(request), type: currentAgent(request).type },
          request.body,
        ),
    );
  };
