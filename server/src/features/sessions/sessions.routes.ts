import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSessionsResponse,
  endOtherSessionsResponse,
  endSessionResponse,
  sessionParams,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { SessionsService } from './sessions.service.ts';

const tags = ['sessions'];
// as every change a person makes to their own things
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function sessionsRoutes(app: FastifyInstance, options: { service: SessionsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/sessions',
    {
      schema: { tags, response: { 200: accountSessionsResponse, ...commonErrorResponses } },
      preHandler: app.authenticate,
    },
    async (request) => ({
      data: await service.list({ userId: request.user!.id, currentId: request.sessionId }),
    }),
  );

  r.delete(
    '/v1/user/sessions/:id',
    {
      schema: {
        tags,
        params: sessionParams,
        response: { 200: endSessionResponse, ...commonErrorResponses },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) => {
      // ending this browser's own session is signing out: its cookie goes too
      if (request.params.id === request.sessionId) {
        await app.sessions.end(request, reply);
        return { data: { message: 'The session has ended.' } };
      }
      return { data: await service.end({ userId: request.user!.id, sessionId: request.params.id }) };
    },
  );

  r.post(
    '/v1/user/sessions/end-others',
    {
      schema: { tags, response: { 200: endOtherSessionsResponse, ...commonErrorResponses } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => {
      const ended = await app.sessions.endOthers(request, request.user!.id);
      const message =
        ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`;
      return { data: { message, ended } };
    },
  );
}
