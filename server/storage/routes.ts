// GET /media/*: stored images, cacheable forever (a new upload always gets a new key).
import type { FastifyInstance } from 'fastify';
import type { MediaStore } from './store.ts';

export async function registerMediaRoutes(app: FastifyInstance, store: MediaStore): Promise<void> {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await store.get(key);
    if (!object) return reply.status(404).send({ message: 'No such image' });
    reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(object.body);
  });
}
