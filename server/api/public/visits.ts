// POST /api/visits: a visitor proposes up to three slots to visit a property. Stored first, then
// the agency is e-mailed when SMTP is configured (a mail failure still answers 201).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/schemas/errors.ts';
import {
  ZVisitRequestAnswerSchema,
  ZVisitRequestBodySchema,
} from '../../../common/schemas/visits.ts';
import type { Services } from '../../services/index.ts';
import { submitVisitRequest } from '../../services/visits/visit-requests.ts';

export const visitRequestRoutes =
  ({ db, config, formLimits }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/visits',
      {
        // The same count as the property page's visit form (its action, without JavaScript).
        onRequest: formLimits.hook('visitRequest'),
        config: { cleansControlCharacters: true },
        schema: {
          tags: ['visits'],
          summary: 'Ask to visit a property: up to three proposed start times',
          description:
            'full_name and an Algerian phone_number are required, email optional (the ' +
            'confirmation with its calendar file is sent there). Each slot is an ISO date-time ' +
            'with its offset; a visit lasts 45 minutes and must fit the opening hours (Algiers ' +
            'time), start at least 12 hours and at most 60 days ahead. A refused slot answers ' +
            '400 with its code (visit.slot_in_past, visit.slot_too_soon, visit.slot_too_far, ' +
            'visit.slot_outside_hours, visit.slot_duplicate) and `field` slots.N; the message ' +
            'names every slot at fault. Limited to 5 requests a minute per client.',
          body: ZVisitRequestBodySchema,
          response: {
            201: ZVisitRequestAnswerSchema,
            400: errorResponses[400],
            404: errorResponses[404],
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        const result = await submitVisitRequest({ db, config, log: request.log }, request.body);
        return reply
          .status(201)
          .send({ message: 'Visit request received', id: result.stored ? result.id : 0 });
      },
    );
  };
