// GET /api/properties/filter (the filter panel's option lists) and GET /api/properties/wilaya
// (visible properties per wilaya, for "explore by city").
import { errorResponses } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFilterOptionsSchema, ZWilayaCountListSchema } from '../../../common/schemas/reference.ts';
import { ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import type { Services } from '../../services/index.ts';
import { getFilterOptions } from '../../services/reference/reference-options.ts';
import { countPropertiesByWilaya } from '../../services/search/wilaya-counts.ts';
import { cacheFor, holdsCatalogueAnswer, notModifiedResponse } from './http.ts';

export const referenceRoutes =
  ({ readDb }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/properties/filter',
      {
        schema: {
          tags: ['filters'],
          summary: 'Every option list of the filter panel',
          description:
            'Items are { id (a string), name (in locale), name_fr, name_en, name_ar }; documents ' +
            'also carry their category, and document_categories names the groups.',
          querystring: ZLocaleQuerySchema,
          response: { 200: ZFilterOptionsSchema, 400: errorResponses[400] },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        return getFilterOptions(readDb(request), request.query.locale);
      },
    );

    app.get(
      '/properties/wilaya',
      {
        schema: {
          tags: ['filters'],
          summary: 'Available properties per wilaya (explore by city)',
          description:
            'Wilayas with at least one available property (visible, not sold or rented), the busiest first. Each count equals the total of GET /api/properties for that wilaya and the open statuses.',
          querystring: ZLocaleQuerySchema,
          response: {
            200: ZWilayaCountListSchema,
            400: errorResponses[400],
            ...notModifiedResponse,
          },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        if (await holdsCatalogueAnswer(reply, readDb(request))) return reply.code(304).send(null);
        const data = await countPropertiesByWilaya(readDb(request), request.query.locale);
        return { data, total: data.length, page: 1, limit: data.length };
      },
    );
  };
