import type { FastifyInstance } from 'fastify';
import { imagesCalls, imagesSchemas } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { readImageField, withMultipart } from '../../lib/multipart.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { contentTypeOf } from '../../providers/storage/storage.ts';
import type { ImagesService } from './images.service.ts';

export async function imagesRoutes(app: FastifyInstance, options: { service: ImagesService }) {
  const { service } = options;

  // multipart: the file is checked by decoding it (see processImage), not by a JSON schema
  await withMultipart(app, (scope) =>
    registerRoutes(scope, imagesCalls, imagesSchemas, {
      upload: {
        handler: async (request) => {
          const stored = await service.store({
            userId: request.user!.id,
            file: await readImageField(request),
            shape: 'upload',
          });
          return { data: { filename: stored.key, absolute_url: service.absoluteUrl(stored.url) } };
        },
        options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      },
    }),
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
    throw new AppError('not_found', say('noSuchFile'));
  });
}
