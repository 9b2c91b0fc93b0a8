// GET /api/estimate: the free estimate of an owner's property (decision 0064).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/schemas/errors.ts';
import { ZEstimateQuerySchema, ZEstimateSchema } from '../../../common/schemas/estimate.ts';
import { estimate } from '../../services/estimate.ts';
import type { Services } from '../../services/index.ts';
import { cacheFor } from './http.ts';

export const estimateRoutes =
  ({ readDb }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/estimate',
      {
        schema: {
          tags: ['estimate'],
          summary: "Estimate a property's price from comparable listings",
          description:
            'Comparables are the visible listings of the same kind (sold and rented ones ' +
            'included, at their last price; promotional prices never count) and type with a ' +
            'known price per m², taken from the commune, else the wilaya, else the wilaya and ' +
            'its 4 nearest neighbours: the first with at least 5 of them. `low` and `high` are ' +
            'the first and third quartiles. Below 5 comparables `available` is false and no ' +
            'figure is given. Prices in DZD; a rent is monthly.',
          querystring: ZEstimateQuerySchema,
          response: { 200: ZEstimateSchema, 400: errorResponses[400] },
        },
      },
      async (request, reply) => {
        const answer = await estimate(readDb(request), request.query);
        cacheFor(reply);
        return answer;
      },
    );
  };
