import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { contentCalls, contentSchemas } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { ContentService } from './content.service.ts';
import { ANYONE } from './photo-urls.ts';

const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
const purchaseLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' }, idempotent: true } };
// a browser keeps anyone's photo a week (its address changes with the bytes); a shared cache asks again
// after ten minutes, so a post made paid, hidden or deleted since leaves shared caches by then (0078)
const SHARED_PHOTO_CACHE = 'public, max-age=604800, s-maxage=600, immutable';

export async function contentRoutes(app: FastifyInstance, options: { service: ContentService }) {
  const { service } = options;
  const userId = (request: { user: { id: string } | null }) => request.user!.id;

  registerRoutes(app, contentCalls, contentSchemas, {
    prices: async (request) =>
      service.prices({
        search: request.query.search,
        suggestedOnly: request.query.suggested_prices_only ?? false,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    createSnap: {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.createSnap({ userId: userId(request), body: request.body }) }),
      options: writeLimit,
    },
    updateSnap: {
      handler: async (request) => ({
        data: await service.updateSnap({
          userId: userId(request),
          postId: request.params.id,
          body: request.body,
        }),
      }),
      options: writeLimit,
    },
    deleteSnap: {
      handler: async (request) => ({
        data: await service.delete({ userId: userId(request), type: 'image', postId: request.params.id }),
      }),
      options: writeLimit,
    },
    createSlide: {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.createSlide({ userId: userId(request), body: request.body }) }),
      options: writeLimit,
    },
    updateSlide: {
      handler: async (request) => ({
        data: await service.updateSlide({
          userId: userId(request),
          postId: request.params.collection_id,
          body: request.body,
        }),
      }),
      options: writeLimit,
    },
    updateSlideImages: {
      handler: async (request) => ({
        data: await service.updateSlideImages({
          userId: userId(request),
          postId: request.params.collection_id,
          body: request.body,
        }),
      }),
      options: writeLimit,
    },
    deleteSlide: {
      handler: async (request) => ({
        data: await service.delete({
          userId: userId(request),
          type: 'image_collection',
          postId: request.params.id,
        }),
      }),
      options: writeLimit,
    },
    setPrice: {
      handler: async (request) => ({
        data: await service.setPrice({ userId: userId(request), body: request.body }),
      }),
      options: writeLimit,
    },
    purchaseSnap: {
      handler: async (request) => ({
        data: await service.purchaseSnap({ buyerId: userId(request), body: request.body }),
      }),
      options: purchaseLimit,
    },
    purchaseSlide: {
      handler: async (request) => {
        const { image_collection_id, ...body } = request.body;
        return {
          data: await service.purchaseSlide({ buyerId: userId(request), postId: image_collection_id, body }),
        };
      },
      options: purchaseLimit,
    },
    purchaseStatus: {
      handler: async (request) => ({
        data: await service.purchaseStatus({ buyerId: userId(request), reference: request.params.reference }),
      }),
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    },
    scheduled: async (request) =>
      service.scheduled({
        userId: userId(request),
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    buyers: async (request) =>
      service.buyers({
        userId: userId(request),
        type: request.params.type,
        postId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    list: {
      // the session is read in the tab's own statement (decision 0116)
      handler: async (request) => {
        const page = await app.identifyWithin(request, (session) =>
          service.listAsSession({
            pageUrl: request.params.username,
            session,
            page: request.query.page,
            perPage: request.query.per_page,
          }),
        );
        if (!page) throw new AppError('not_found', say('pageNotFound'));
        return page;
      },
      options: { config: { publicCache: { page: (params) => params.username! } } },
    },
    snap: async (request) => ({
      data: await service.get({
        pageUrl: request.params.username,
        type: 'image',
        postId: request.params.id,
        viewerId: request.user?.id ?? null,
      }),
    }),
    slide: async (request) => ({
      data: await service.get({
        pageUrl: request.params.username,
        type: 'image_collection',
        postId: request.params.id,
        viewerId: request.user?.id ?? null,
      }),
    }),

    // the pixels of a photo, for the viewer its signed address names: a person's are kept nowhere; anyone's
    // (free photos, sneak peeks) are the same bytes for as long as the address is, so caches may keep them
    photoBytes: {
      handler: async (request, reply) => {
        const file = await service.photoFile({
          photoId: request.params.photo_id,
          variant: request.params.variant,
          query: request.query,
          viewerId: request.user?.id ?? null,
          ifNoneMatch: request.headers['if-none-match'],
        });
        if (file.etag) reply.header('cache-control', SHARED_PHOTO_CACHE).header('etag', file.etag);
        else reply.header('cache-control', 'private, no-store');
        reply.header('x-content-type-options', 'nosniff').header('content-disposition', 'inline');
        if (!file.body) return reply.code(304).send();
        return reply.type(file.contentType).send(file.body);
      },
      options: {
        // whose session it is matters only to an address signed for one person
        preHandler: async (request: FastifyRequest) => {
          if ((request.query as { viewer?: string }).viewer !== ANYONE) await app.identify(request);
        },
        config: {
          rateLimit: {
            max: 600,
            timeWindow: '1 minute',
            // thousands of people share one address behind a carrier-grade NAT, so anyone's photos are not
            // counted per address; a forged one costs a signature check (decision 0078)
            allowList: (request: FastifyRequest) => (request.query as { viewer?: string }).viewer === ANYONE,
            keyGenerator: (request: FastifyRequest) =>
              request.user ? `user:${request.user.id}` : normalizeIP(request.ip),
          },
        },
      },
    },
  });
}
