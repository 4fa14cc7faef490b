import type { FastifyInstance } from 'fastify';
import { streamModerationCalls, streamModerationSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { StreamModerationService } from './stream-moderation.service.ts';

// as the overlay's own changes; the queue is asked every 5 seconds by each open queue page
const changes = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function streamModerationRoutes(
  app: FastifyInstance,
  options: { service: StreamModerationService },
) {
  const { service } = options;

  registerRoutes(app, streamModerationCalls, streamModerationSchemas, {
    moderators: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.moderators(request.user!.id) };
    },
    addModerator: {
      handler: async (request) => ({
        data: await service.addModerator({ userId: request.user!.id, pageUrl: request.body.page_url }),
      }),
      options: changes,
    },
    removeModerator: {
      handler: async (request) => ({
        data: await service.removeModerator({ userId: request.user!.id, pageUrl: request.params.page_url }),
      }),
      options: changes,
    },
    setSettings: {
      handler: async (request) => ({
        data: await service.setSettings({ userId: request.user!.id, holdLinks: request.body.hold_links }),
      }),
      options: changes,
    },
    queue: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: await service.queue({ userId: request.user!.id, pageUrl: request.params.page_url }) };
      },
      options: reads,
    },
    skip: {
      handler: async (request, reply) => {
        const { page_url: pageUrl } = request.params;
        await service.skip({ userId: request.user!.id, pageUrl, giftId: request.body.gift_id });
        return reply.status(204).send(null);
      },
      options: changes,
    },
    replay: {
      handler: async (request, reply) => {
        const { page_url: pageUrl } = request.params;
        await service.replay({ userId: request.user!.id, pageUrl, giftId: request.body.gift_id });
        return reply.status(204).send(null);
      },
      options: changes,
    },
    show: {
      handler: async (request, reply) => {
        const { page_url: pageUrl } = request.params;
        await service.show({ userId: request.user!.id, pageUrl, giftId: request.body.gift_id });
        return reply.status(204).send(null);
      },
      options: changes,
    },
    pause: {
      handler: async (request, reply) => {
        await service.setPaused({ userId: request.user!.id, pageUrl: request.params.page_url, paused: true });
        return reply.status(204).send(null);
      },
      options: changes,
    },
    resume: {
      handler: async (request, reply) => {
        await service.setPaused({
          userId: request.user!.id,
          pageUrl: request.params.page_url,
          paused: false,
        });
        return reply.status(204).send(null);
      },
      options: changes,
    },
  });
}
