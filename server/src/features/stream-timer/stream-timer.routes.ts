import type { FastifyInstance } from 'fastify';
import { streamTimerCalls, streamTimerSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { StreamTimerService } from './stream-timer.service.ts';

// a creator on stream presses start and pause often; a widget reads once as it loads
const changes = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function streamTimerRoutes(app: FastifyInstance, options: { service: StreamTimerService }) {
  const { service } = options;

  registerRoutes(app, streamTimerCalls, streamTimerSchemas, {
    timer: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.timer(request.user!.id) };
    },
    setRules: {
      handler: async (request) => ({
        data: await service.setRules({
          userId: request.user!.id,
          secondsPerPeso: request.body.seconds_per_peso,
          secondsPerMember: request.body.seconds_per_member,
          capMinutes: request.body.cap_minutes,
        }),
      }),
      options: changes,
    },
    start: {
      handler: async (request) => ({
        data: await service.start({ userId: request.user!.id, minutes: request.body.minutes }),
      }),
      options: changes,
    },
    pause: {
      handler: async (request) => ({ data: await service.pause(request.user!.id) }),
      options: changes,
    },
    resume: {
      handler: async (request) => ({ data: await service.resume(request.user!.id) }),
      options: changes,
    },
    stop: {
      handler: async (request) => ({ data: await service.stop(request.user!.id) }),
      options: changes,
    },
    // the widget: the overlay's address is its only key
    widget: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.widget(request.params.token) };
      },
      options: reads,
    },
  });
}
