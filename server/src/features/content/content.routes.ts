import type { FastifyInstance } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyersPage,
  buyersQuery,
  checkoutResponse,
  contentSettingsRequest,
  errorEnvelope,
  messageResponse,
  pageUrlField,
  photoPostResponse,
  photoPostsPage,
  photoPostsQuery,
  photoTypes,
  pricesPage,
  pricesQuery,
  purchaseStatusResponse,
  slideCreateRequest,
  slideImagesRequest,
  slidePurchaseRequest,
  slideUpdateRequest,
  snapCreateRequest,
  snapPurchaseRequest,
  snapUpdateRequest,
} from '@pixel/contract';
import { AppError, commonErrorResponses } from '../../lib/errors.ts';
import type { ContentService } from './content.service.ts';
import { ANYONE } from './photo-urls.ts';

const errors = commonErrorResponses;
const tags = ['content'];
// any id is taken; one that is not a post's answers 404 like a post that does not exist
const idParam = z.string().max(64);
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
// a browser keeps anyone's photo a week (its address changes with the bytes); a shared cache asks again
// after ten minutes, so a post made paid, hidden or deleted since leaves shared caches by then (0078)
const SHARED_PHOTO_CACHE = 'public, max-age=604800, s-maxage=600, immutable';

export async function contentRoutes(app: FastifyInstance, options: { service: ContentService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate, config: writeLimit };
  const userId = (request: { user: { id: string } | null }) => request.user!.id;

  r.get(
    '/v1/user/prices',
    {
      schema: { tags, querystring: pricesQuery, response: { 200: pricesPage, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) =>
      service.prices({
        search: request.query.search,
        suggestedOnly: request.query.suggested_prices_only ?? false,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.post(
    '/v1/user/content/images/create',
    {
      schema: { tags, body: snapCreateRequest, response: { 201: photoPostResponse, ...errors } },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.createSnap({ userId: userId(request), body: request.body }) }),
  );

  r.put(
    '/v1/user/content/images/update/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idParam }),
        body: snapUpdateRequest,
        response: { 200: photoPostResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({
      data: await service.updateSnap({
        userId: userId(request),
        postId: request.params.id,
        body: request.body,
      }),
    }),
  );

  r.delete(
    '/v1/user/content/images/delete/:id',
    {
      schema: { tags, params: z.object({ id: idParam }), response: { 200: messageResponse, ...errors } },
      ...signedIn,
    },
    async (request) => ({
      data: await service.delete({ userId: userId(request), type: 'image', postId: request.params.id }),
    }),
  );

  r.post(
    '/v1/user/content/images/collection/create',
    {
      schema: { tags, body: slideCreateRequest, response: { 201: photoPostResponse, ...errors } },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.createSlide({ userId: userId(request), body: request.body }) }),
  );

  r.put(
    '/v1/user/content/images/collection/update/:collection_id',
    {
      schema: {
        tags,
        params: z.object({ collection_id: idParam }),
        body: slideUpdateRequest,
        response: { 200: photoPostResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({
      data: await service.updateSlide({
        userId: userId(request),
        postId: request.params.collection_id,
        body: request.body,
      }),
    }),
  );

  r.put(
    '/v1/user/content/images/collection/update/:collection_id/image',
    {
      schema: {
        tags,
        params: z.object({ collection_id: idParam }),
        body: slideImagesRequest,
        response: { 200: photoPostResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({
      data: await service.updateSlideImages({
        userId: userId(request),
        postId: request.params.collection_id,
        body: request.body,
      }),
    }),
  );

  r.delete(
    '/v1/user/content/images/collection/delete/:id',
    {
      schema: { tags, params: z.object({ id: idParam }), response: { 200: messageResponse, ...errors } },
      ...signedIn,
    },
    async (request) => ({
      data: await service.delete({
        userId: userId(request),
        type: 'image_collection',
        postId: request.params.id,
      }),
    }),
  );

  r.put(
    '/v1/user/content/images/settings',
    {
      schema: { tags, body: contentSettingsRequest, response: { 200: photoPostResponse, ...errors } },
      ...signedIn,
    },
    async (request) => ({ data: await service.setPrice({ userId: userId(request), body: request.body }) }),
  );

  const purchaseLimit = {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' }, idempotent: true },
  };

  r.post(
    '/v1/user/content/images/purchase',
    {
      schema: {
        tags,
        body: snapPurchaseRequest,
        response: { 200: checkoutResponse, 503: errorEnvelope, ...errors },
      },
      ...purchaseLimit,
    },
    async (request) => ({
      data: await service.purchaseSnap({ buyerId: userId(request), body: request.body }),
    }),
  );

  r.post(
    '/v1/user/content/images/collection/purchase',
    {
      schema: {
        tags,
        body: slidePurchaseRequest,
        response: { 200: checkoutResponse, 503: errorEnvelope, ...errors },
      },
      ...purchaseLimit,
    },
    async (request) => {
      const { image_collection_id, ...body } = request.body;
      return {
        data: await service.purchaseSlide({ buyerId: userId(request), postId: image_collection_id, body }),
      };
    },
  );

  r.get(
    '/v1/user/content/images/purchase/:reference',
    {
      schema: {
        tags,
        params: z.object({ reference: z.string().min(1).max(40) }),
        response: { 200: purchaseStatusResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await service.purchaseStatus({ buyerId: userId(request), reference: request.params.reference }),
    }),
  );

  r.get(
    '/v1/user/content/images/buyers/:type/:id',
    {
      schema: {
        tags,
        params: z.object({
          type: z.enum(photoTypes, { error: 'The selected type is invalid.' }),
          id: idParam,
        }),
        querystring: buyersQuery,
        response: { 200: buyersPage, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      service.buyers({
        userId: userId(request),
        type: request.params.type,
        postId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.get(
    '/v1/profile/content/images/:username',
    {
      schema: {
        tags,
        params: z.object({ username: pageUrlField }),
        querystring: photoPostsQuery,
        response: { 200: photoPostsPage, ...errors },
      },
      config: { publicCache: { page: (params) => params.username! } },
    },
    // the session is read in the tab's own statement (decision 0116)
    async (request) => {
      const page = await app.identifyWithin(request, (session) =>
        service.listAsSession({
          pageUrl: request.params.username,
          session,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      );
      if (!page) throw new AppError('not_found', 'Page not found.');
      return page;
    },
  );

  r.get(
    '/v1/profile/content/images/:username/image_id/:id',
    {
      schema: {
        tags,
        params: z.object({ username: pageUrlField, id: idParam }),
        response: { 200: photoPostResponse, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) => ({
      data: await service.get({
        pageUrl: request.params.username,
        type: 'image',
        postId: request.params.id,
        viewerId: request.user?.id ?? null,
      }),
    }),
  );

  r.get(
    '/v1/profile/content/images/collection/:username/collection_id/:id',
    {
      schema: {
        tags,
        params: z.object({ username: pageUrlField, id: idParam }),
        response: { 200: photoPostResponse, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) => ({
      data: await service.get({
        pageUrl: request.params.username,
        type: 'image_collection',
        postId: request.params.id,
        viewerId: request.user?.id ?? null,
      }),
    }),
  );

  // the pixels of a photo, for the viewer its signed address names: a person's are kept nowhere; anyone's
  // (free photos, sneak peeks) are the same bytes for as long as the address is, so caches may keep them
  r.get(
    '/v1/media/photos/:photo_id/:variant',
    {
      schema: {
        tags,
        params: z.object({ photo_id: z.string().max(64), variant: z.string().max(20) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          version: z.string().max(20).optional(),
          viewer: z.string().max(64).optional(),
          signature: z.string().max(100).optional(),
        }),
      },
      // whose session it is matters only to an address signed for one person
      preHandler: async (request) => {
        if (request.query.viewer !== ANYONE) await app.identify(request);
      },
      config: {
        rateLimit: {
          max: 600,
          timeWindow: '1 minute',
          // thousands of people share one address behind a carrier-grade NAT, so anyone's photos are not
          // counted per address; a forged one costs a signature check (decision 0078)
          allowList: (request) => (request.query as { viewer?: string }).viewer === ANYONE,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : normalizeIP(request.ip)),
        },
      },
    },
    async (request, reply) => {
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
  );
}
