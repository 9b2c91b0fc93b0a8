// GET /api/ads/{id}: an advertiser's page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdSchema } from '../../../common/schemas/ad.ts';
import { ZIdParamsSchema, ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import { notFound } from '../../http/errors.ts';
import { getPublicAd } from '../../services/ad-page.ts';
import type { Services } from '../../services/index.ts';
import { cacheFor, errorResponses } from './http.ts';

export const adRoutes =
  ({ readDb }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ads/:id',
      {
        schema: {
          tags: ['ads'],
          summary: "A visible advertiser's page",
          params: ZIdParamsSchema,
          querystring: ZLocaleQuerySchema,
          response: { 200: ZAdSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const ad = await getPublicAd(readDb(request), request.params.id, request.query.locale);
        if (!ad) throw notFound('This ad is not available.');
        cacheFor(reply);
        return ad;
      },
    );
  };
