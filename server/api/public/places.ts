// GET /api/places/communes: the names of given communes, for a page that holds their numbers
// but not their list (the favourites page's saved searches). Reference data shipped with the
// code: kept long by browsers and shared caches (cacheReferenceFor).
import { errorResponses } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCommuneNameListSchema,
  ZCommuneNamesQuerySchema,
} from '../../../common/schemas/places.ts';
import { communeNames } from '../../services/reference/commune-names.ts';
import { cacheReferenceFor } from './http.ts';

export const placeRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/places/communes',
    {
      schema: {
        tags: ['filters'],
        summary: 'The names of given communes',
        description:
          'Each commune of `ids` once, in the order asked: { id, wilaya, name (in locale; ' +
          'English uses the French name), name_fr, name_ar }. 400 for an id that is not a ' +
          'commune number (1-1541) or for more than 50 ids.',
        querystring: ZCommuneNamesQuerySchema,
        response: { 200: ZCommuneNameListSchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      cacheReferenceFor(reply);
      return communeNames(request.query.ids ?? [], request.query.locale);
    },
  );
};
