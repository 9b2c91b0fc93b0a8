// GET /api/properties (the search), /api/properties/similar, /api/properties/{id},
// POST /api/properties/{id}/mobile (reveals the seller's contacts, counted) and
// POST /api/properties/{id}/events (the page's taps, counted).
import { errorResponses, publicErrors } from '../../../common/schemas/errors.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPropertyDetailsSchema,
  ZPropertyListSchema,
  ZSellerContactSchema,
} from '../../../common/schemas/property.ts';
import { ZPropertySearchQuerySchema, ZSimilarQuerySchema } from '../../../common/schemas/search.ts';
import { ZIdParamsSchema, ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import {
  EVENT_COUNTERS,
  ZPropertyEventSchema,
} from '../../../common/schemas/property-performance.ts';
import type { Services } from '../../services/index.ts';
import { DomainError } from '../../services/domain-error.ts';
import { getPropertyDetails } from '../../services/pages/property-details.ts';
import {
  countPropertyEvent,
  revealSellerContact,
  statsDay,
} from '../../services/listings/property-counters.ts';
import { searchProperties } from '../../services/search/property-search.ts';
import { findSimilarProperties } from '../../services/search/similar-properties.ts';
import { cacheFor, holdsCatalogueAnswer, notModifiedResponse } from './http.ts';

const tags = ['properties'];
/** Taps a person makes on a few pages a minute; a script inflating counts is stopped early. */
export const PROPERTY_EVENT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const propertyNotFound = () => new DomainError('property.not_found', 'Property not found');

export const propertyRoutes =
  ({ db, readDb, formLimits, visitorKeys }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const visitorOf = (request: FastifyRequest) =>
      visitorKeys.of({ address: request.ip, userAgent: request.headers['user-agent'] }, statsDay());

    app.get(
      '/properties',
      {
        schema: {
          tags,
          summary: 'Search visible properties',
          description:
            'Filters combine with AND; the ids of one list match ANY. Answers one page of list ' +
            'cards and the total number of matches.',
          querystring: ZPropertySearchQuerySchema,
          response: { 200: ZPropertyListSchema, 400: errorResponses[400], ...notModifiedResponse },
        },
      },
      async (request, reply) => {
        cacheFor(reply);
        if (await holdsCatalogueAnswer(reply, readDb(request))) return reply.code(304).send(null);
        return searchProperties(readDb(request), request.query);
      },
    );

    app.get(
      '/properties/similar',
      {
        schema: {
          tags,
          summary: 'Up to 6 properties like a given one',
          description:
            'Same type and status, shown price within 30%, the same wilaya first, then the ' +
            'nearest; when fewer than 6, wider circles: the same type and status in the same ' +
            'wilaya at any price, the same status within the same budget, then the newest. ' +
            'Never the property itself; empty only when no other listing is visible.',
          querystring: ZSimilarQuerySchema,
          response: { 200: ZPropertyListSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        const similar = await findSimilarProperties(readDb(request), request.query);
        if (!similar) throw propertyNotFound();
        cacheFor(reply);
        return similar;
      },
    );

    app.get(
      '/properties/:id',
      {
        schema: {
          tags,
          summary: 'A visible property, for its page',
          description: "Everything but the seller's contacts (see POST /properties/{id}/mobile).",
          params: ZIdParamsSchema,
          querystring: ZLocaleQuerySchema,
          response: { 200: ZPropertyDetailsSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        const details = await getPropertyDetails(
          readDb(request),
          request.params.id,
          request.query.locale,
        );
        if (!details) throw propertyNotFound();
        cacheFor(reply);
        return details;
      },
    );

    app.post(
      '/properties/:id/mobile',
      {
        // One count with the property page's reveal form (decision 0017: one limit per form).
        onRequest: formLimits.hook('phoneReveal'),
        schema: {
          tags,
          summary: "Reveal the seller's phone, WhatsApp and e-mail",
          description: 'Counts the reveal for the dashboard. Limited to 30 a minute per client.',
          params: ZIdParamsSchema,
          response: {
            200: ZSellerContactSchema,
            ...publicErrors,
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        const contact = await revealSellerContact(db, request.params.id, await visitorOf(request));
        if (!contact) throw propertyNotFound();
        reply.header('cache-control', 'no-store');
        return contact;
      },
    );

    await app.register(propertyEventRoutes(db, visitorOf));
  };

/**
 * The page's taps, in a scope of their own: `navigator.sendBeacon(url, string)` can only send
 * text/plain, so here a text/plain body is read as JSON too (unreadable JSON is a 400).
 */
const propertyEventRoutes =
  (db: Services['db'], visitorOf: (request: FastifyRequest) => Promise<string | null>) =>
  async (scope: Parameters<FastifyPluginAsyncZod>[0]) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new DomainError('request.malformed', 'The body is not JSON'), undefined);
        }
      },
    );
    scope.post(
      '/properties/:id/events',
      {
        config: { rateLimit: PROPERTY_EVENT_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Count a tap on the property page (call, WhatsApp, share)',
          description:
            "For the listing's performance in the back-office: anonymous, once per visitor and " +
            'day, robots never counted. Made for `navigator.sendBeacon`: the JSON body may come ' +
            'as text/plain (what a beacon of a string sends); nothing to read back, 204 whether ' +
            'counted or not. Limited to 60 a minute per client.',
          params: ZIdParamsSchema,
          body: ZPropertyEventSchema,
          response: {
            204: z.null().meta({ description: 'Taken (counted, or not counted again)' }),
            ...publicErrors,
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        const counter = EVENT_COUNTERS[request.body.kind];
        const result = await countPropertyEvent(
          db,
          request.params.id,
          counter,
          await visitorOf(request),
        );
        if (result === 'not_found') throw propertyNotFound();
        reply.header('cache-control', 'no-store');
        return reply.code(204).send(null);
      },
    );
  };
