// GET /api/ads/{id}: an advertiser's page.
import { DomainError } from '../../services/domain-error.ts';
import { publicErrors } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdSchema } from '../../../common/schemas/ad.ts';
import { ZIdParamsSchema, ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import { getPublicAd } from '../../services/pages/ad-page.ts';
import type { Services } from '../../services/index.ts';
import { cacheFor } from './http.ts';

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
          response: { 200: ZAdSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        const ad = await getPublicAd(readDb(request), request.params.id, request.query.locale);
        if (!ad) throw new DomainError('ad.not_found', 'This ad is not available.');
        cacheFor(reply);
        return ad;
      },
    );
  };
