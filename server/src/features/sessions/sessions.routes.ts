import type { FastifyInstance } from 'fastify';
import { sessionsCalls, sessionsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { SessionsService } from './sessions.service.ts';

// as every change a person makes to their own things
const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export async function sessionsRoutes(app: FastifyInstance, options: { service: SessionsService }) {
  const { service } = options;

  registerRoutes(app, sessionsCalls, sessionsSchemas, {
    list: async (request) => ({
      data: await service.list({ userId: request.user!.id, currentId: request.sessionId }),
    }),

    end: {
      handler: async (request, reply) => {
        // ending this browser's own session is signing out: its cookie goes too
        if (request.params.id === request.sessionId) {
          await app.sessions.end(request, reply);
          return { data: { message: 'The session has ended.' } };
        }
        return { data: await service.end({ userId: request.user!.id, sessionId: request.params.id }) };
      },
      options: writeLimit,
    },

    endOthers: {
      handler: async (request) => {
        const ended = await app.sessions.endOthers(request, request.user!.id);
        const message =
          ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`;
        return { data: { message, ended } };
      },
      options: writeLimit,
    },
  });
}
