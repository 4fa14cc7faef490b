import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addReactionRequest,
  errorEnvelope,
  reactionResponse,
  reactorsQuery,
  reactorsResponse,
  removeReactionRequest,
} from '@pixel/contract';
import type { ReactionsService } from './reactions.service.ts';

const errors = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};
const tags = ['reactions'];

export async function reactionsRoutes(app: FastifyInstance, options: { service: ReactionsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // people tap quickly, and a picker change is two taps; a script hammering the counters is not people
  const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  r.post(
    '/v1/user/reactions/add',
    {
      schema: { tags, body: addReactionRequest, response: { 200: reactionResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.add({
        userId: request.user!.id,
        type: request.body.content_type,
        contentId: request.body.content_id,
        reactionId: request.body.reaction_id,
      }),
    }),
  );

  r.delete(
    '/v1/user/reactions/remove',
    {
      schema: { tags, body: removeReactionRequest, response: { 200: reactionResponse, ...errors } },
      // some clients cannot send a body with DELETE: the same fields in the query do
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (!body || Object.keys(body).length === 0)
          request.body = { ...(request.query as object) } as typeof request.body;
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.remove({
        userId: request.user!.id,
        type: request.body.content_type,
        contentId: request.body.content_id,
      }),
    }),
  );

  r.get(
    '/v1/content/reactors',
    {
      schema: { tags, querystring: reactorsQuery, response: { 200: reactorsResponse, ...errors } },
      preHandler: app.identify,
    },
    async (request) =>
      service.reactors({
        viewerId: request.user?.id ?? null,
        type: request.query.content_type,
        contentId: request.query.content_id,
        reactionId: request.query.reaction,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );
}
