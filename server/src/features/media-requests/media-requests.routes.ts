import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mediaRequestsCalls, mediaRequestsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { MediaRequestsService } from './media-requests.service.ts';

const supporterOf = (request: FastifyRequest) =>
  request.user ? { id: request.user.id, pageName: request.user.pageName } : null;

// a creator decides a few requests a minute during a stream; more is a script
const changes = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
// the widget asks on every reload, the request form on every opening
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
// a checkout is cheap to ask for and costly to serve; a repeat with the same Idempotency-Key gets the first
const checkout = { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true } };

export async function mediaRequestsRoutes(app: FastifyInstance, options: { service: MediaRequestsService }) {
  const { service } = options;
  registerRoutes(app, mediaRequestsCalls, mediaRequestsSchemas, {
    settings: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.settings(request.user!.id) };
    },
    updateSettings: {
      handler: async (request) => ({ data: await service.updateSettings(request.user!.id, request.body) }),
      options: changes,
    },
    terms: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const viewerId = request.user?.id ?? null;
        return { data: await service.terms({ pageUrl: request.params.page_url, viewerId }) };
      },
      options: reads,
    },
    request: {
      handler: async (request) => ({
        data: await service.request({
          pageUrl: request.params.page_url,
          body: request.body,
          supporter: supporterOf(request),
        }),
      }),
      options: checkout,
    },
    queue: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.queue(request.user!.id) };
    },
    approve: {
      handler: async (request) => ({
        data: await service.approve({ userId: request.user!.id, id: request.params.id }),
      }),
      options: changes,
    },
    decline: {
      handler: async (request) => ({
        data: await service.decline({ userId: request.user!.id, id: request.params.id }),
      }),
      options: changes,
    },
    skip: {
      handler: async (request) => ({
        data: await service.skip({ userId: request.user!.id, id: request.params.id }),
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
  });
}
