import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelope,
  pageUrlField,
  profileSearchQuery,
  profileSearchResponse,
  profileUpdateRequest,
  publicProfileResponse,
} from '@pixel/contract';
import { readImageField, withMultipart } from '../../lib/multipart.ts';
import type { ProfilesService } from './profiles.service.ts';

const tags = ['profiles'];
const errors = { 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

/** The public side of a creator: what anyone sees at /{page_url}. */
export async function profilesRoutes(app: FastifyInstance, options: { service: ProfilesService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/profile/:page_url',
    {
      schema: {
        tags,
        params: z.object({ page_url: pageUrlField }),
        response: { 200: publicProfileResponse, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      config: { publicCache: { page: (params) => params.page_url! } },
    },
    // the session is read in the visit's own statement (decision 0117)
    async (request) => {
      const pageUrl = request.params.page_url;
      const visit = await app.identifyWithin(request, (session) => service.visitAsSession(pageUrl, session));
      return { data: await service.publicOf(pageUrl, visit) };
    },
  );

  r.get(
    '/v1/profiles',
    {
      schema: {
        tags,
        querystring: profileSearchQuery,
        response: { 200: profileSearchResponse, 422: errorEnvelope },
      },
      preHandler: app.identify,
    },
    async (request) =>
      service.search({
        viewerId: request.user?.id ?? null,
        search: request.query.search,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.put(
    '/v1/user/profile',
    {
      schema: { tags, body: profileUpdateRequest, response: { 200: publicProfileResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await service.update({
        userId: request.user!.id,
        pageName: request.body.page_name,
        bio: request.body.bio,
      }),
    }),
  );

  // multipart (field `image`): the file is checked by decoding it, not by a JSON schema
  const imageRoute = {
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: publicProfileResponse, ...errors } },
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  };
  await withMultipart(app, (scope) => {
    const images = scope.withTypeProvider<ZodTypeProvider>();
    images.post('/v1/user/profile/avatar', imageRoute, async (request) => ({
      data: await service.setAvatar({ userId: request.user!.id, file: await readImageField(request) }),
    }));
    images.post('/v1/user/profile/cover', imageRoute, async (request) => ({
      data: await service.setCover({ userId: request.user!.id, file: await readImageField(request) }),
    }));
  });
}
