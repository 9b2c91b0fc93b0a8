// GET /api/properties (the search), /api/properties/similar, /api/properties/{id} and
// POST /api/properties/{id}/mobile (reveals the seller's contacts, counted).
import { errorResponses, publicErrors } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPropertyDetailsSchema,
  ZPropertyListSchema,
  ZSellerContactSchema,
} from '../../../common/schemas/property.ts';
import { ZPropertySearchQuerySchema, ZSimilarQuerySchema } from '../../../common/schemas/search.ts';
import { ZIdParamsSchema, ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import type { Services } from '../../services/index.ts';
import { DomainError } from '../../services/domain-error.ts';
import { getPropertyDetails } from '../../services/property-details.ts';
import { revealSellerContact } from '../../services/property-counters.ts';
import { searchProperties } from '../../services/property-search.ts';
import { findSimilarProperties } from '../../services/similar-properties.ts';
import { cacheFor, holdsCatalogueAnswer, notModifiedResponse } from './http.ts';

const tags = ['properties'];
const propertyNotFound = () => new DomainError('property.not_found', 'Property not found');

export const propertyRoutes =
  ({ db, readDb, formLimits }: Services): FastifyPluginAsyncZod =>
  async (app) => {
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
        const contact = await revealSellerContact(db, request.params.id);
        if (!contact) throw propertyNotFound();
        reply.header('cache-control', 'no-store');
        return contact;
      },
    );
  };
