import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { overlayCalls, overlaySchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { OverlayService } from './overlay.service.ts';

const HEARTBEAT_MS = 15_000;
// how long a browser waits before it reconnects a dropped stream
const RETRY_MS = 2_000;
const changes = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function overlayRoutes(app: FastifyInstance, options: { service: OverlayService }) {
  const { service } = options;
  // open streams never end by themselves: a stopping server ends them, or it would wait on them forever
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of streams) close();
  });

  registerRoutes(app, overlayCalls, overlaySchemas, {
    settings: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.settings(request.user!.id) };
    },
    update: {
      handler: async (request) => ({
        data: await service.update({ userId: request.user!.id, soundEnabled: request.body.sound_enabled }),
      }),
      options: changes,
    },
    reset: {
      handler: async (request) => ({ data: await service.reset(request.user!.id) }),
      options: changes,
    },
    sendTest: {
      handler: async (request, reply) => {
        await service.sendTest(request.user!.id, request.body?.widget ?? 'alerts');
        return reply.status(204).send(null);
      },
      options: changes,
    },
    // the overlay page itself: the address is its only key
    view: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.view(request.params.token) };
      },
      options: reads,
    },
    goal: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.goal({ token: request.params.token, goalId: request.params.goal_id }) };
      },
      options: reads,
    },
    // the leaderboard widget asks again every so often: a read like the goal's
    leaderboard: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          data: await service.leaderboard({ token: request.params.token, period: request.query.period }),
        };
      },
      options: reads,
    },
    events: {
      handler: async (request, reply) => {
        const { token } = request.params;
        const given = Number(request.headers['last-event-id']);
        const lastEventId = Number.isSafeInteger(given) && given >= 0 ? given : null;
        const raw = reply.raw;
        let opened = false;
        let closed = false;
        const open = () => {
          if (opened) return;
          opened = true;
          raw.writeHead(200, {
            // what the hooks set so far (the security headers among them): a hijacked reply sends only these
            ...(reply.getHeaders() as OutgoingHttpHeaders),
            'content-type': 'text/event-stream; charset=utf-8',
            // no proxy or compression may hold events back to fill a buffer
            'cache-control': 'no-store, no-transform',
            'x-accel-buffering': 'no',
            connection: 'keep-alive',
            'x-request-id': request.id,
          });
          raw.write(`retry: ${RETRY_MS}\n\n`);
        };
        const timers: { heartbeat?: NodeJS.Timeout } = {};
        let stop = () => undefined as void;
        const close = () => {
          if (closed) return;
          closed = true;
          streams.delete(close);
          clearInterval(timers.heartbeat);
          stop();
          raw.end();
        };
        // the response's close (not the request's, which closes once read) says the viewer has gone
        raw.on('close', close);
        // where the stream starts is fixed before it opens, so nothing sent meanwhile is lost; an unknown
        // address answers 404 in the API's shape
        stop = await service.follow({
          token,
          lastEventId,
          send: (_id, frame) => {
            if (closed) return;
            open();
            raw.write(frame);
          },
          end: close,
        });
        reply.hijack();
        // gone while the stream was being set up
        if (closed) {
          stop();
          return reply;
        }
        open();
        timers.heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
        streams.add(close);
        // the reply is hijacked: nothing returned is sent
        return reply;
      },
      options: reads,
    },
  });
}
