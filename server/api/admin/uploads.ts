// Image uploads: POST /upload (several files, each answered with a status) and
// POST /upload/static?customName= (one named site image), plus the media library list and delete
// for the static-images screen. Files are read one at a time, at most 15 MB each. Property photos
// are every agent's; the site images and deleting stored images are the superadmin's (decision 0037).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZMessageAnswerSchema } from '../../../common/schemas/primitives.ts';
import { adminErrors } from '../../../common/schemas/errors.ts';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  ZMediaListSchema,
  ZMediaQuerySchema,
  ZStaticUploadQuerySchema,
  ZStaticUploadResponseSchema,
  ZUploadResponseSchema,
  type TUploadedFile,
} from '../../../common/schemas/admin-media.ts';
import { DomainError } from '../../services/domain-error.ts';
import {
  deleteMedia,
  listMedia,
  uploadImage,
  uploadStaticImage,
} from '../../services/listings/admin-media.ts';
import { errorResponses } from '../../../common/schemas/errors.ts';
import type { Services } from '../../services/index.ts';
import { removeUnusedImages } from '../../services/listings/media-cleanup.ts';
import { bearerSecurity, currentAgent, requireSuperadmin } from './auth-hook.ts';
import { filesOf } from './multipart-files.ts';
import { auditActor } from './audit-actor.ts';

const tags = ['admin: images'];

export const uploadRoutes =
  ({ db, media }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        // One byte more than allowed: a file that reaches it is too big (`truncated`).
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: MAX_UPLOAD_FILES,
        fields: 20,
        fieldSize: 10_000,
      },
    });

    app.post(
      '/upload',
      {
        schema: {
          tags,
          summary: 'Upload images (JPEG, PNG, WebP, AVIF, HEIC; 15 MB each)',
          description:
            'multipart/form-data, any field name. Each file comes back with status ok (and its ' +
            `path), too_big or invalid; at most ${MAX_UPLOAD_FILES} files per request.`,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadResponseSchema, ...adminErrors, 413: errorResponses[413] },
        },
      },
      async (request) => {
        const agent = currentAgent(request);
        const files: TUploadedFile[] = [];
        try {
          for await (const file of filesOf(request)) {
            files.push(await uploadImage(db, media, file, agent.id));
          }
        } catch (error) {
          // A failed request keeps nothing: the files stored before the failure are removed.
          await removeUnusedImages(
            db,
            media,
            files.map((file) => file.path),
          );
          if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
            throw new DomainError(
              'upload.too_many_files',
              `At most ${MAX_UPLOAD_FILES} files per upload`,
            );
          }
          throw error;
        }
        if (files.length === 0) throw new DomainError('upload.no_file', 'No file in the request');
        return { files };
      },
    );

    app.post(
      '/upload/static',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary:
            'Upload a named site image (hero, about, logo…), replacing the previous one (superadmin)',
          description: 'multipart/form-data with one image file, 15 MB at most (413 above).',
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          querystring: ZStaticUploadQuerySchema,
          response: { 201: ZStaticUploadResponseSchema, ...adminErrors, 413: errorResponses[413] },
        },
      },
      async (request, reply) => {
        const actor = { ...auditActor(request), id: currentAgent(request).id };
        const name = request.query.customName;
        for await (const file of filesOf(request)) {
          const stored = await uploadStaticImage(db, media, file, name, actor);
          // Only the first file counts; the rest of the body is drained by the plugin.
          return reply.status(201).send({ files: [stored], static_name: name });
        }
        throw new DomainError('upload.no_file', 'No file in the request');
      },
    );

    app.get(
      '/media',
      {
        schema: {
          tags,
          summary: 'The stored images, newest first (kind=static for the named site images)',
          security: bearerSecurity,
          querystring: ZMediaQuerySchema,
          response: { 200: ZMediaListSchema, ...adminErrors },
        },
      },
      async (request) => listMedia(db, request.query),
    );

    app.delete(
      '/media/:id',
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: 'Delete a stored image that no property or ad uses (superadmin)',
          security: bearerSecurity,
          params: ZIdParamsSchema,
          response: { 200: ZMessageAnswerSchema, ...adminErrors },
        },
      },
      async (request) => {
        await deleteMedia(db, media, request.params.id, auditActor(request));
        return { message: 'Image deleted' };
      },
    );
  };
