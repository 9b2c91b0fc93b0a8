// POST /api/owner-leads: « Confiez-nous votre bien » (decision 0065), multipart: the owner's
// contact, the property and up to 10 photos through the back-office's image pipeline. A refused
// request (bad field, bad photo, too many, flood) keeps nothing.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../../common/schemas/admin-media.ts';
import { errorResponses } from '../../../common/schemas/errors.ts';
import {
  OWNER_LEAD_MAX_PHOTOS,
  ZOwnerLeadAnswerSchema,
} from '../../../common/schemas/owner-lead.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { entrustProperty, type OwnerLeadPart } from '../../services/leads/entrust-property.ts';
import { asClientError, assertMultipart, fileNameOf } from '../admin/multipart-files.ts';

/** The multipart body as the service's parts, each file read whole (up to the size limit). */
async function* partsOf(request: FastifyRequest): AsyncGenerator<OwnerLeadPart> {
  assertMultipart(request, 'the form');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        yield { field: part.fieldname, value: String(part.value) };
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      yield {
        file: {
          originalName: fileNameOf(part.filename, 'photo'),
          data: Buffer.concat(chunks),
          truncated: part.file.truncated,
        },
      };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new DomainError(
        'upload.too_many_files',
        `At most ${OWNER_LEAD_MAX_PHOTOS} photos per request`,
        { field: 'photos' },
      );
    }
    throw asClientError(error);
  }
}

export const ownerLeadRoutes =
  ({ db, media, config, formLimits }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        // One byte more than allowed: a file that reaches it is too big (`truncated`).
        fileSize: MAX_UPLOAD_BYTES + 1,
        // One more than allowed, so the eleventh is seen and refused by the service.
        files: OWNER_LEAD_MAX_PHOTOS + 1,
        fields: 30,
        fieldSize: 20_000,
      },
    });
    app.post(
      '/owner-leads',
      {
        // The same count as the /entrust page's form (its action, without JavaScript).
        onRequest: formLimits.hook('ownerLead'),
        schema: {
          tags: ['owner leads'],
          summary: 'Entrust a property to the agency (multipart, with up to 10 photos)',
          description:
            'multipart/form-data. Fields: full_name, phone_number (required), email, kind ' +
            '(sell or rent), type (a property type id), wilaya (1-58), commune, address, ' +
            'living_area, land_area, rooms, asking_price (DZD), message, locale, website (leave ' +
            `empty). Files: up to ${OWNER_LEAD_MAX_PHOTOS} photos (any field name; JPEG, PNG, ` +
            'WebP, AVIF or HEIC, 15 MB each). A bad field or photo refuses the whole request and ' +
            'keeps nothing. The owner receives an acknowledgement in their language when they ' +
            'give an e-mail and mail is configured. Limited to 5 requests a minute per client.',
          consumes: ['multipart/form-data'],
          response: {
            201: ZOwnerLeadAnswerSchema,
            400: errorResponses[400],
            413: errorResponses[413],
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        const result = await entrustProperty(
          { db, media, config, log: request.log },
          partsOf(request),
        );
        return reply.status(201).send({
          message: 'Request received',
          reference: result.stored ? result.reference : 'P-000000',
          acknowledgement_emailed: result.stored ? result.acknowledgementEmailed : false,
        });
      },
    );
  };
