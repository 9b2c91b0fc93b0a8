// GET /api/suggest: the search box's suggestions while a visitor types (decision 0053).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/schemas/errors.ts';
import { ZSuggestListSchema, ZSuggestQuerySchema } from '../../../common/schemas/suggest.ts';
import type { Services } from '../../services/index.ts';
import { suggestSearches } from '../../services/search/search-suggest.ts';
import { cacheFor } from './http.ts';

export const suggestRoutes =
  ({ readDb }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/suggest',
      {
        schema: {
          tags: ['filters'],
          summary: 'Suggestions for what is being typed in the search box',
          description:
            'The typed words read as a search (types, transaction, places, prices, rooms...), ' +
            'and the wilayas and communes the last words begin, each with its count of visible ' +
            'listings and the list page that shows them. At most 8, the typed search first.',
          querystring: ZSuggestQuerySchema,
          response: { 200: ZSuggestListSchema, 400: errorResponses[400] },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        return suggestSearches(readDb(request), request.query);
      },
    );
  };
