// The catalogue in and out (decision 0041): export as CSV or XLSX with the list's filters (every
// agent), the template to fill, and the import — a preview, then its confirmation (superadmin).
import fastifyMultipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, errorResponses } from '../../../common/schemas/errors.ts';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  IMPORT_PREVIEW_TTL_MINUTES,
  ZImportIdParamsSchema,
  ZImportPreviewSchema,
  ZImportResultSchema,
  ZImageHostsAnswerSchema,
  ZImageHostsSchema,
  ZImportTemplateQuerySchema,
  ZPropertyExportQuerySchema,
  type TIoFormat,
} from '../../../common/schemas/admin-property-io.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { allowLongWork } from '../../http/timeouts.ts';
import { DomainError } from '../../services/domain-error.ts';
import type { Services } from '../../services/index.ts';
import { CONTENT_TYPES, exportFileName, exportStream } from '../../services/property-io/export.ts';
import { confirmImport } from '../../services/property-io/import-confirm.ts';
import {
  allowedImageHosts,
  previewImport,
  saveAllowedImageHosts,
} from '../../services/property-io/import-preview.ts';
import { templateStream } from '../../services/property-io/template.ts';
import { auditActor } from './audit-actor.ts';
import { bearerSecurity, currentAgent, requireSuperadmin } from './auth-hook.ts';
import { withSpooledFile } from './multipart-spool.ts';

const tags = ['admin: properties'];
const tooLarge = () =>
  new DomainError(
    'import.too_large',
    `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it (by wilaya, for example)`,
  );
const FILE_TYPES = [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx];
const fileAnswer = {
  200: z.string().meta({ description: 'The file (CSV in UTF-8 with BOM, `;`-separated, or XLSX)' }),
};

/**
 * Sends a file as it is produced. A stream skips the response serializer (the 200 schema only
 * documents the file), hence the untyped reply.
 */
function sendFile(reply: FastifyReply, format: TIoFormat, name: string, stream: Readable) {
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

export const propertyIoRoutes =
  ({ db, media, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      // A file past the limit is cut there and marked `truncated` (busboy): too big.
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1_000 },
    });
    const origin = publicOrigin(config);

    app.get(
      '/property/export',
      {
        schema: {
          tags,
          summary: 'Export the properties the list filters select, as CSV or XLSX',
          description:
            'Takes the filters of GET /api/admin/property (order and page are ignored: rows come ' +
            'in id order, all of them). Columns: every field, in three languages, reference lists ' +
            'and the wilaya by their French names, photos as absolute URLs separated by " | ". ' +
            'Streamed; the file name carries the day (biens-YYYY-MM-DD.csv).',
          security: bearerSecurity,
          querystring: ZPropertyExportQuerySchema,
          produces: FILE_TYPES,
          response: { ...fileAnswer, ...adminErrors },
        },
      },
      async (request, reply) => {
        const { stream, format } = exportStream(db, request.query, origin);
        return sendFile(reply, format, exportFileName('biens', format), stream);
      },
    );

    app.get(
      '/property/import/template',
      {
        schema: {
          tags,
          summary: 'The file to fill for an import (CSV or XLSX)',
          description:
            "The export's columns, a row of notes in French and an example row; both start " +
            'with "#" in their first cell, so the import skips them.',
          security: bearerSecurity,
          querystring: ZImportTemplateQuerySchema,
          produces: FILE_TYPES,
          response: { ...fileAnswer, ...adminErrors },
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        return sendFile(reply, format, `modele-import-biens.${format}`, templateStream(format));
      },
    );

    app.post(
      '/property/import',
      {
        onRequest: [requireSuperadmin, allowLongWork],
        schema: {
          tags,
          summary: 'Check an import file and keep its preview (superadmin); writes no property',
          description:
            "multipart/form-data with one CSV or XLSX file (the template's columns; at most " +
            `${MAX_IMPORT_BYTES / 1024 / 1024} MB, 413 above, and ${MAX_IMPORT_ROWS} rows; read ` +
            'as a stream). A row with an ' +
            'empty id creates a property, a row with an id updates it. Answers what each row ' +
            'will do and every error in French with its row and column; the preview waits ' +
            `${IMPORT_PREVIEW_TTL_MINUTES} minutes for POST /property/import/{id}/confirm.`,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          response: { 200: ZImportPreviewSchema, ...adminErrors, 413: errorResponses[413] },
        },
      },
      async (request) => {
        const agent = currentAgent(request);
        return withSpooledFile(request, tooLarge, (file) =>
          previewImport(db, agent.id, { name: file.name, source: { path: file.path } }, origin),
        );
      },
    );

    app.post(
      '/property/import/:id/confirm',
      {
        onRequest: [requireSuperadmin, allowLongWork],
        schema: {
          tags,
          summary: 'Write a checked import, all or nothing (superadmin)',
          description:
            'Refused when the preview has errors (409), was already confirmed (409), expired ' +
            '(410) or was made by another account (403). Photo URLs are fetched from the hosts ' +
            'allowed in the settings; the others are answered in images_set_aside.',
          security: bearerSecurity,
          params: ZImportIdParamsSchema,
          response: {
            200: ZImportResultSchema,
            ...adminErrors,
            409: errorResponses[409],
            410: errorResponses[410],
          },
        },
      },
      async (request) => confirmImport(db, media, request.params.id, auditActor(request)),
    );

    app.get(
      '/property/import/image-hosts',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: 'The hosts an import may fetch photos from (superadmin)',
          security: bearerSecurity,
          response: { 200: ZImageHostsAnswerSchema, ...adminErrors },
        },
      },
      async () => ({ hosts: await allowedImageHosts(db) }),
    );

    app.put(
      '/property/import/image-hosts',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: 'Set the hosts an import may fetch photos from (superadmin); empty: none',
          description:
            'Exact host names (photos.agence.dz), at most 20. Photo URLs on other hosts are ' +
            'never fetched: the import reports them instead.',
          security: bearerSecurity,
          body: ZImageHostsSchema,
          response: { 200: ZImageHostsAnswerSchema, ...adminErrors },
        },
      },
      async (request) => ({
        hosts: await saveAllowedImageHosts(db, request.body.hosts, auditActor(request)),
      }),
    );
  };
