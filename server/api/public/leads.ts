// POST /api/leads: an enquiry about a listing (or the agency). Stored first, then e-mailed to the
// listing's agent when SMTP is configured; a mail failure still answers success.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/schemas/errors.ts';
import { ZLeadCreateSchema } from '../../../common/schemas/lead.ts';
import { ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import type { Services } from '../../services/index.ts';
import { submitLead } from '../../services/leads/submit-lead.ts';

export const leadRoutes =
  ({ db, config, formLimits }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/leads',
      {
        // The same count as the property page's enquiry form (its action, without JavaScript).
        onRequest: formLimits.hook('lead'),
        config: { cleansControlCharacters: true },
        schema: {
          tags: ['leads'],
          summary: 'Send an enquiry about a listing (or the agency, without property_id)',
          description:
            'full_name and message are required, and an e-mail address or a phone number (at ' +
            'least one, valid). preferred_channel: phone, whatsapp or email. An unknown ' +
            'property_id is a 404. Limited to 5 enquiries a minute per client.',
          body: ZLeadCreateSchema,
          response: {
            201: ZMessageAnswerSchema,
            400: errorResponses[400],
            404: errorResponses[404],
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        await submitLead({ db, config, log: request.log }, request.body);
        return reply.status(201).send({ message: 'Enquiry sent' });
      },
    );
  };
