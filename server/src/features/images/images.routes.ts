import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, imageUploadResponse } from '@pixel/contract';
import { readImageField, withMultipart } from '../../lib/multipart.ts';
import { contentTypeOf } from '../../providers/storage/storage.ts';
import type { ImagesService } from './images.service.ts';

export async function imagesRoutes(app: FastifyInstance, options: { service: ImagesService }) {
  const { service } = options;

  // multipart: the file is checked by decoding it (see processImage), not by a JSON schema
  await withMultipart(app, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/images/upload',
      {
        schema: {
          tags: ['images'],
          consumes: ['multipart/form-data'],
          response: { 200: imageUploadResponse, 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
        },
        preHandler: app.authenticate,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const stored = await service.store({
          userId: request.user!.id,
          file: await readImageField(request),
          shape: 'upload',
        });
        return { data: { filename: stored.key, absolute_url: service.absoluteUrl(stored.url) } };
      },
    ),
  );

  // media files, from whichever storage holds them (this machine's disk or a shared bucket): public
  // files for anyone, cacheable for a year (names are never reused); an upload nothing has taken yet only
  // for the person who uploaded it, and never cached
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const publicBody = await service.publicFile(key);
    if (publicBody) {
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(contentTypeOf(key))
        .send(publicBody);
    }
    await app.identify(request);
    const ownBody = await service.unclaimedUpload(request.user?.id ?? null, key);
    if (ownBody) {
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(contentTypeOf(key))
        .send(ownBody);
    }
    return reply.status(404).send({ exception: 'NotFoundException', message: 'No such file.' });
  });
}
