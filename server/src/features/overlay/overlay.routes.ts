import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelope,
  overlayGoalResponse,
  overlaySettingsRequest,
  overlaySettingsResponse,
  overlayTokenField,
  overlayViewResponse,
} from '@pixel/contract';
import type { OverlayService } from './overlay.service.ts';

const tags = ['overlay'];
const errors = { 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
const HEARTBEAT_MS = 15_000;
// how long a browser waits before it reconnects a dropped stream
const RETRY_MS = 2_000;

const tokenParams = z.object({ token: overlayTokenField });

export async function overlayRoutes(app: FastifyInstance, options: { service: OverlayService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  // open streams never end by themselves: a stopping server ends them, or it would wait on them forever
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of streams) close();
  });

  r.get(
    '/v1/user/overlay',
    {
      schema: { tags, response: { 200: overlaySettingsResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.settings(request.user!.id) };
    },
  );

  r.put(
    '/v1/user/overlay',
    {
      schema: { tags, body: overlaySettingsRequest, response: { 200: overlaySettingsResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.update({ userId: request.user!.id, soundEnabled: request.body.sound_enabled }),
    }),
  );

  r.post(
    '/v1/user/overlay/reset',
    {
      schema: { tags, response: { 200: overlaySettingsResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({ data: await service.reset(request.user!.id) }),
  );

  r.post(
    '/v1/user/overlay/test',
    {
      schema: { tags, response: { 204: z.null(), ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) => {
      await service.sendTest(request.user!.id);
      return reply.status(204).send(null);
    },
  );

  // the overlay page itself: the address is its only key
  r.get(
    '/v1/overlay/:token',
    {
      schema: { tags, params: tokenParams, response: { 200: overlayViewResponse, ...errors } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.view(request.params.token) };
    },
  );

  r.get(
    '/v1/overlay/:token/goals/:goal_id',
    {
      schema: {
        tags,
        params: tokenParams.extend({ goal_id: z.uuid('The selected goal is invalid.') }),
        response: { 200: overlayGoalResponse, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.goal({ token: request.params.token, goalId: request.params.goal_id }) };
    },
  );

  r.get(
    '/v1/overlay/:token/events',
    {
      schema: {
        tags,
        params: tokenParams,
        headers: z.object({ 'last-event-id': z.string().optional() }).passthrough(),
        produces: ['text/event-stream'],
        response: errors,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
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
        send: (id, event) => {
          if (closed) return;
          open();
          raw.write(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        },
        end: close,
      });
      reply.hijack();
      // gone while the stream was being set up
      if (closed) return stop();
      open();
      timers.heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(close);
    },
  );
}
