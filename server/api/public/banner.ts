// GET /api/banner: the home page's banner properties, in a stable shuffled order per salt.
import { errorResponses } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPropertyListSchema } from '../../../common/schemas/property.ts';
import { ZBannerQuerySchema } from '../../../common/schemas/search.ts';
import type { Services } from '../../services/index.ts';
import { listBannerProperties } from '../../services/search/property-search.ts';
import { cacheFor } from './http.ts';

export const bannerRoutes =
  ({ readDb }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/banner',
      {
        schema: {
          tags: ['properties'],
          summary: 'Banner properties (home page)',
          description:
            'Visible properties flagged isBanner. The same salt always gives the same order, so ' +
            'pages neither repeat nor skip items; without a salt, the newest first.',
          querystring: ZBannerQuerySchema,
          response: { 200: ZPropertyListSchema, 400: errorResponses[400] },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        return listBannerProperties(readDb(request), request.query);
      },
    );
  };
