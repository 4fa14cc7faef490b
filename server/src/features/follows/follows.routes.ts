import type { FastifyInstance } from 'fastify';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followListQuery, follower, pageEnvelope, relationResponse, usernameRequest } from '@pixel/contract';
import type { FollowsService } from './follows.service.ts';

const errors = commonErrorResponses;
const tags = ['follows'];

export async function followsRoutes(app: FastifyInstance, options: { service: FollowsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // a script following and unfollowing in a loop would spam the counters other people watch
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  const actions = {
    '/v1/user/follow': service.follow,
    '/v1/user/unfollow': service.unfollow,
    '/v1/user/follower/remove': service.removeFollower,
    '/v1/user/block': service.block,
    '/v1/user/unblock': service.unblock,
  } as const;
  for (const [url, action] of Object.entries(actions)) {
    r.post(
      url,
      {
        schema: { tags, body: usernameRequest, response: { 200: relationResponse, ...errors } },
        preHandler: app.authenticate,
        // the counts both pages show move
        config: {
          ...writeLimit,
          changesPages: (request) => [(request.body as { username?: string } | undefined)?.username],
        },
      },
      async (request) => ({
        data: await action({ userId: request.user!.id, username: request.body.username }),
      }),
    );
  }

  const lists = {
    '/v1/user/following': 'following',
    '/v1/user/follower': 'follower',
    '/v1/user/blocked': 'blocked',
  } as const;
  for (const [url, kind] of Object.entries(lists)) {
    r.get(
      url,
      {
        schema: { tags, querystring: followListQuery, response: { 200: pageEnvelope(follower), ...errors } },
        preHandler: app.authenticate,
      },
      async (request) =>
        service.list({
          kind,
          userId: request.user!.id,
          search: request.query.search,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
    );
  }
}
