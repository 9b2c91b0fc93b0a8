// Return visits (issue 12): the cards of a visitor's favourites or recently viewed properties,
// and the price-per-m² context of a property.
import { DomainError } from '../../services/domain-error.ts';
import { errorResponses, publicErrors } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPropertyListSchema } from '../../../common/schemas/property.ts';
import {
  ZCardsByIdQuerySchema,
  ZFavoriteActionSchema,
  ZFavoriteCountSchema,
  ZPriceContextSchema,
} from '../../../common/schemas/return-visits.ts';
import { ZIdParamsSchema, ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import type { Services } from '../../services/index.ts';
import { recordFavorite } from '../../services/return-visits/favorite-counts.ts';
import { countPropertyEvent, statsDay } from '../../services/listings/property-counters.ts';
import { priceContext } from '../../services/return-visits/price-context.ts';
import { cardsByIds } from '../../services/return-visits/property-cards.ts';
import { savedSearchRoutes } from './saved-searches.ts';
import { cacheFor } from './http.ts';

const tags = ['properties'];

/** Hearts given or taken back: plenty for a person, little for a script inflating a count. */
export const FAVORITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const returnVisitRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    await app.register(savedSearchRoutes(services));

    app.get(
      '/properties/by-ids',
      {
        schema: {
          tags,
          summary: 'The cards of given properties (favourites, recently viewed)',
          description:
            'Visible properties only, in the order of `ids` (at most 100); unknown or hidden ' +
            'ids are left out, so `total` may be smaller than the number asked.',
          querystring: ZCardsByIdQuerySchema,
          response: { 200: ZPropertyListSchema, 400: errorResponses[400] },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        return cardsByIds(services.readDb(request), request.query.ids ?? [], request.query.locale);
      },
    );

    app.get(
      '/properties/:id/price-context',
      {
        schema: {
          tags,
          summary: 'Price per m² against the median of the same type in the same wilaya',
          description:
            'The median price per m² of the other visible properties sharing its first type ' +
            'and its wilaya; `available` is false below 5 comparables.',
          params: ZIdParamsSchema,
          querystring: ZLocaleQuerySchema,
          response: { 200: ZPriceContextSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        const context = await priceContext(
          services.readDb(request),
          request.params.id,
          request.query.locale,
        );
        if (!context) throw new DomainError('property.not_found', 'Property not found');
        cacheFor(reply);
        return context;
      },
    );

    app.post(
      '/properties/:id/favorite',
      {
        config: { rateLimit: FAVORITE_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Count a favourite added or removed (anonymous)',
          description:
            "Favourites live in the visitor's browser; this only keeps the count per property " +
            'for the back-office. `add` needs a visible property. Limited to 30 a minute per client.',
          params: ZIdParamsSchema,
          body: ZFavoriteActionSchema,
          response: {
            200: ZFavoriteCountSchema,
            ...publicErrors,
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        const favorites = await recordFavorite(db, request.params.id, request.body.action);
        if (favorites === null) throw new DomainError('property.not_found', 'Property not found');
        if (request.body.action === 'add') {
          // The listing's performance: favourites added, once per visitor and day.
          const visitor = await services.visitorKeys.of(
            { address: request.ip, userAgent: request.headers['user-agent'] },
            statsDay(),
          );
          await countPropertyEvent(db, request.params.id, 'favorites', visitor);
        }
        reply.header('cache-control', 'no-store');
        return { favorites };
      },
    );
  };
