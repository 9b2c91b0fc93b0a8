// GET /media/*: stored images, cacheable forever (a new upload always gets a new key). An image's
// bare path, as the upload answers it (/media/2026/ab12…), serves its default width: API clients
// use the path as given.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl } from '../../common/media.ts';
import type { MediaStore } from './store.ts';

/** A stored image's key without a width or an extension (the server's own names). */
const BARE_IMAGE_KEY = /^\d{4}\/[0-9a-f]+$/;

export async function registerMediaRoutes(app: FastifyInstance, store: MediaStore): Promise<void> {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const key = BARE_IMAGE_KEY.test(requested)
      ? imageVariantUrl(requested, DEFAULT_IMAGE_WIDTH)
      : requested;
    const object = await store.get(key);
    if (!object)
      return reply.status(404).send({ code: 'image.not_found', message: 'No such image' });
    reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(object.body);
  });
}
