import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutResponse,
  errorEnvelope,
  giftHideRequest,
  giftReplyRequest,
  giftRequest,
  giftResponse,
  pageEnvelope,
  pageUrlField,
  publicGift,
} from '@pixel/contract';
import type { GiftsService } from './gifts.service.ts';
import { AppError } from '../../lib/errors.ts';

const errors = {
  401: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};
const tags = ['gifts'];

const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(50, 'The per page must not be greater than 50.')
    .default(10),
});

const supporterOf = (request: FastifyRequest) =>
  request.user ? { id: request.user.id, pageName: request.user.pageName } : null;

export async function giftsRoutes(app: FastifyInstance, options: { service: GiftsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // a checkout is cheap to ask for and costly to serve: keep one address from opening thousands
  // a repeat with the same Idempotency-Key gets the first checkout
  const checkoutLimit = { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true };

  r.post(
    '/v1/donate',
    {
      schema: { tags, body: giftRequest, response: { 200: checkoutResponse, ...errors } },
      preHandler: app.identify,
      config: checkoutLimit,
    },
    async (request) => ({
      data: await service.giftCreator({
        pageUrl: undefined,
        body: request.body,
        supporter: supporterOf(request),
      }),
    }),
  );

  r.post(
    '/v1/donate/:id',
    {
      schema: {
        tags,
        params: z.object({ id: pageUrlField }),
        body: giftRequest,
        response: { 200: checkoutResponse, ...errors },
      },
      preHandler: app.identify,
      config: checkoutLimit,
    },
    async (request) => ({
      data: await service.giftCreator({
        pageUrl: request.params.id,
        body: request.body,
        supporter: supporterOf(request),
      }),
    }),
  );

  r.post(
    '/v1/goals/:goal_id/donate',
    {
      schema: {
        tags,
        params: z.object({ goal_id: z.uuid('The selected goal is invalid.') }),
        body: giftRequest,
        response: { 200: checkoutResponse, ...errors },
      },
      preHandler: app.identify,
      config: checkoutLimit,
    },
    async (request) => ({
      data: await service.giftGoal({
        goalId: request.params.goal_id,
        body: request.body,
        supporter: supporterOf(request),
      }),
    }),
  );

  r.get(
    '/v1/profile/:page_url/gifts',
    {
      schema: {
        tags,
        params: z.object({ page_url: pageUrlField }),
        querystring: pageQuery,
        response: { 200: pageEnvelope(publicGift), ...errors },
      },
      config: { publicCache: { page: (params) => params.page_url! } },
    },
    // the session is read in the tab's own statement (decision 0116)
    async (request) => {
      const found = await app.identifyWithin(request, (session) =>
        service.visitWithPage({
          pageUrl: request.params.page_url,
          session,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      );
      if (!found) throw new AppError('not_found', 'Creator not found.');
      return found.gifts;
    },
  );

  r.post(
    '/v1/user/donations/reply',
    {
      schema: { tags, body: giftReplyRequest, response: { 200: giftResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({
      data: await service.reply({
        creatorUserId: request.user!.id,
        giftId: request.body.id,
        reply: request.body.reply,
      }),
    }),
  );

  r.post(
    '/v1/user/donations/hide',
    {
      schema: { tags, body: giftHideRequest, response: { 200: giftResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({
      data: await service.setHidden({
        creatorUserId: request.user!.id,
        giftId: request.body.id,
        hidden: request.body.is_hidden,
      }),
    }),
  );
}
