import type { FastifyInstance, FastifyRequest } from 'fastify';
import { giftsCalls, giftsSchemas } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { GiftsService } from './gifts.service.ts';

const supporterOf = (request: FastifyRequest) =>
  request.user ? { id: request.user.id, pageName: request.user.pageName } : null;

export async function giftsRoutes(app: FastifyInstance, options: { service: GiftsService }) {
  const { service } = options;
  // a checkout is cheap to ask for and costly to serve: keep one address from opening thousands
  // a repeat with the same Idempotency-Key gets the first checkout
  // a creator's replies and hidden gifts show on the page every supporter reads
  const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const checkoutLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true } };

  registerRoutes(app, giftsCalls, giftsSchemas, {
    giftCreator: {
      handler: async (request) => ({
        data: await service.giftCreator({
          pageUrl: undefined,
          body: request.body,
          supporter: supporterOf(request),
        }),
      }),
      options: checkoutLimit,
    },
    giftPage: {
      handler: async (request) => ({
        data: await service.giftCreator({
          pageUrl: request.params.id,
          body: request.body,
          supporter: supporterOf(request),
        }),
      }),
      options: checkoutLimit,
    },
    giftGoal: {
      handler: async (request) => ({
        data: await service.giftGoal({
          goalId: request.params.goal_id,
          body: request.body,
          supporter: supporterOf(request),
        }),
      }),
      options: checkoutLimit,
    },
    list: {
      // the session is read in the tab's own statement (decision 0116)
      handler: async (request) => {
        const found = await app.identifyWithin(request, (session) =>
          service.visitWithPage({
            pageUrl: request.params.page_url,
            session,
            page: request.query.page,
            perPage: request.query.per_page,
          }),
        );
        if (!found) throw new AppError('not_found', say('creatorNotFound'));
        return found.gifts;
      },
      options: { config: { publicCache: { page: (params) => params.page_url! } } },
    },
    reply: {
      handler: async (request) => ({
        data: await service.reply({
          creatorUserId: request.user!.id,
          giftId: request.body.id,
          reply: request.body.reply,
        }),
      }),
      options: writeLimit,
    },
    hide: {
      handler: async (request) => ({
        data: await service.setHidden({
          creatorUserId: request.user!.id,
          giftId: request.body.id,
          hidden: request.body.is_hidden,
        }),
      }),
      options: writeLimit,
    },
  });
}
