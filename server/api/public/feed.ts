// GET /api/feed.json and /api/feed.xml: the visible listings for syndication portals (decision
// 0041, docs/api.md "Listings feed"). Cached per catalogue version, with an ETag (304).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../common/schemas/errors.ts';
import { FEED_PAGE_SIZE, ZFeedQuerySchema, ZFeedSchema } from '../../../common/schemas/feed.ts';
import { publicOrigin } from '../../http/public-url.ts';
import type { Services } from '../../services/index.ts';
import { propertyFeed } from '../../services/pages/property-feed.ts';
import { propertyFeedXml } from '../../services/pages/property-feed-xml.ts';
import { cacheFor, holdsCatalogueAnswer, notModifiedResponse } from './http.ts';

const tags = ['feed'];
const description =
  `Visible properties, ${FEED_PAGE_SIZE} a page, most recently changed first (page=2…; ` +
  '`next` gives the next page). Titles, descriptions, addresses and reference names in fr, ar ' +
  'and en; price in integer dinars (promo_price while a promotion runs); photos as absolute ' +
  'addresses; url is the canonical page. Seller contacts are not included.';

export const feedRoutes =
  ({ readDb, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const origin = publicOrigin(config);

    app.get(
      '/feed.json',
      {
        schema: {
          tags,
          summary: 'Listings feed for portals (JSON)',
          description,
          querystring: ZFeedQuerySchema,
          response: { 200: ZFeedSchema, 400: errorResponses[400], ...notModifiedResponse },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        if (await holdsCatalogueAnswer(reply, readDb(request))) return reply.code(304).send(null);
        return propertyFeed(readDb(request), origin, request.query.page);
      },
    );

    app.get(
      '/feed.xml',
      {
        schema: {
          tags,
          summary: 'Listings feed for portals (XML)',
          description: `${description} The XML carries the JSON feed's fields as elements, texts with a lang attribute.`,
          querystring: ZFeedQuerySchema,
          produces: ['application/xml'],
          response: {
            200: z.string().meta({ description: 'The feed as XML (UTF-8)' }),
            400: errorResponses[400],
            ...notModifiedResponse,
          },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        if (await holdsCatalogueAnswer(reply, readDb(request))) return reply.code(304).send(null);
        const xml = await propertyFeedXml(readDb(request), origin, request.query.page);
        return reply.type('application/xml; charset=utf-8').send(xml);
      },
    );
  };
