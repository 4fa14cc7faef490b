import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, imageUploadResponse } from '@pixel/contract';
import { readImageField } from '../../lib/multipart.ts';
import type { ImagesService } from './images.service.ts';

export async function imagesRoutes(app: FastifyInstance, options: { service: ImagesService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // multipart: the file is checked by decoding it (see processImage), not by a JSON schema
  r.post(
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
  );
}
