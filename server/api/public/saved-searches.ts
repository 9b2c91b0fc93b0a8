// Saved searches with e-mail alerts: POST /api/saved-searches (sends the confirmation e-mail),
// POST /api/saved-searches/confirm and /unsubscribe (the links of the e-mails, also served as
// pages: /alerts/confirm/{token}, /alerts/unsubscribe/{token}).
import { DomainError } from '../../services/domain-error.ts';
import { errorResponses, publicErrors } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import { ZSavedSearchInputSchema, ZTokenSchema } from '../../../common/schemas/return-visits.ts';
import type { Services } from '../../services/index.ts';
import {
  confirmSavedSearch,
  createSavedSearch,
  unsubscribeSavedSearch,
} from '../../services/return-visits/saved-searches.ts';

const tags = ['saved searches'];
const unknownLink = () => new DomainError('alert.unknown_link', 'This link matches no alert');

export const savedSearchRoutes =
  ({ db, config, formLimits }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/saved-searches',
      {
        // The same count as the sign-up page's form (/alerts/new, without JavaScript).
        onRequest: formLimits.hook('savedSearch'),
        schema: {
          tags,
          summary: 'Save a search and send the confirmation e-mail (double opt-in)',
          description:
            "`query` is the list page's query string (its own keys), `kind` the page (sell, " +
            'rent, both), `frequency` instant or daily. Nothing is sent before the address ' +
            'confirms. 5 a minute per client, 5 a day per address; 503 when e-mail is not ' +
            'configured or the confirmation cannot be sent.',
          body: ZSavedSearchInputSchema,
          response: {
            202: ZMessageAnswerSchema,
            400: errorResponses[400],
            429: errorResponses[429],
            503: errorResponses[503],
          },
        },
      },
      async (request, reply) => {
        await createSavedSearch({ db, config, log: request.log }, request.body);
        return reply.status(202).send({ message: 'Confirmation e-mail sent' });
      },
    );

    app.post(
      '/saved-searches/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Confirm a saved search (the link of the confirmation e-mail)',
          body: ZTokenSchema,
          response: { 200: ZMessageAnswerSchema, ...publicErrors },
        },
      },
      async (request) => {
        const search = await confirmSavedSearch(db, request.body.token);
        if (!search) throw unknownLink();
        return { message: 'Alert confirmed' };
      },
    );

    app.post(
      '/saved-searches/unsubscribe',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'End a saved search (the unsubscribe link of every alert); no login',
          body: ZTokenSchema,
          response: { 200: ZMessageAnswerSchema, ...publicErrors },
        },
      },
      async (request) => {
        if (!(await unsubscribeSavedSearch(db, request.body.token))) throw unknownLink();
        return { message: 'Unsubscribed' };
      },
    );
  };
