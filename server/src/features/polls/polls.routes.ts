import type { FastifyInstance } from 'fastify';
import { pollsCalls, pollsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { PollsService } from './polls.service.ts';

// a creator opens and closes a few polls a stream; more is a script
const changes = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
// the widget asks on every reload, the Support Me form on every opening
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function pollsRoutes(app: FastifyInstance, options: { service: PollsService }) {
  const { service } = options;

  registerRoutes(app, pollsCalls, pollsSchemas, {
    list: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.list(request.user!.id) };
    },
    open: {
      handler: async (request, reply) => {
        const { question, choices } = request.body;
        const poll = await service.open({ userId: request.user!.id, question, choices });
        return reply.status(201).send({ data: poll });
      },
      options: changes,
    },
    close: {
      handler: async (request) => ({
        data: await service.close({ userId: request.user!.id, pollId: request.params.id }),
      }),
      options: changes,
    },
    // the widget by the overlay's address, its only key
    widget: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.widget(request.params.token) };
      },
      options: reads,
    },
    forPage: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          data: await service.forPage({
            pageUrl: request.params.page_url,
            viewerId: request.user?.id ?? null,
          }),
        };
      },
      options: reads,
    },
  });
}
