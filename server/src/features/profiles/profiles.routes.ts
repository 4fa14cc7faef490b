import type { FastifyInstance } from 'fastify';
import { profilesCalls, profilesSchemas } from '@pixel/contract';
import { readImageField, withMultipart } from '../../lib/multipart.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { ProfilesService } from './profiles.service.ts';

/** The public side of a creator: what anyone sees at /{page_url}. */
export async function profilesRoutes(app: FastifyInstance, options: { service: ProfilesService }) {
  const { service } = options;
  const { avatar, cover, ...jsonCalls } = profilesCalls;

  registerRoutes(app, jsonCalls, profilesSchemas, {
    profile: {
      // the session is read in the visit's own statement (decision 0117)
      handler: async (request) => {
        const pageUrl = request.params.page_url;
        const visit = await app.identifyWithin(request, (session) =>
          service.visitAsSession(pageUrl, session),
        );
        return { data: await service.publicOf(pageUrl, visit) };
      },
      options: { config: { publicCache: { page: (params) => params.page_url! } } },
    },

    search: async (request) =>
      service.search({
        viewerId: request.user?.id ?? null,
        search: request.query.search,
        page: request.query.page,
        perPage: request.query.per_page,
      }),

    update: {
      handler: async (request) => ({
        data: await service.update({
          userId: request.user!.id,
          pageName: request.body.page_name,
          bio: request.body.bio,
        }),
      }),
      options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    },
  });

  // multipart (field `image`): the file is checked by decoding it, not by a JSON schema
  const imageLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  await withMultipart(app, (scope) =>
    registerRoutes(scope, { avatar, cover }, profilesSchemas, {
      avatar: {
        handler: async (request) => ({
          data: await service.setAvatar({ userId: request.user!.id, file: await readImageField(request) }),
        }),
        options: imageLimit,
      },
      cover: {
        handler: async (request) => ({
          data: await service.setCover({ userId: request.user!.id, file: await readImageField(request) }),
        }),
        options: imageLimit,
      },
    }),
  );
}
