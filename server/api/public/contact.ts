// POST /api/email/sendContactUsEmail: the contact form. Stored first, then e-mailed when SMTP is
// configured; a mail failure still answers success (staff read the message in the back-office).
import { errorResponses } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactMessageSchema } from '../../../common/schemas/contact.ts';
import { ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import { submitContactMessage } from '../../services/agency/contact-form.ts';
import type { Services } from '../../services/index.ts';

export const contactRoutes =
  ({ db, config, formLimits }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/email/sendContactUsEmail',
      {
        // The same count as the contact page's form (its action, without JavaScript).
        onRequest: formLimits.hook('contact'),
        // The schema strips control characters (NUL included) from what visitors type.
        config: { cleansControlCharacters: true },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the agency',
          description:
            'full_name, object and message are required, and an e-mail address or a phone ' +
            'number (at least one, valid). Limited to 5 messages a minute per client.',
          body: ZContactMessageSchema,
          response: {
            201: ZMessageAnswerSchema,
            400: errorResponses[400],
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        await submitContactMessage({ db, config, log: request.log }, request.body);
        return reply.status(201).send({ message: 'Message sent successfully!' });
      },
    );
  };
