import type { FastifyInstance, FastifyRequest } from 'fastify';
import { followsCalls, followsSchemas } from '@pixel/contract';
import { registerRoutes, type RouteRequest } from '../../lib/routes.ts';
import type { FollowsService } from './follows.service.ts';

export async function followsRoutes(app: FastifyInstance, options: { service: FollowsService }) {
  const { service } = options;

  // a script following and unfollowing in a loop would spam the counters other people watch
  const change = (action: FollowsService['follow']) => ({
    handler: async (request: RouteRequest<typeof followsSchemas.follow>) => ({
      data: await action({ userId: request.user!.id, username: request.body.username }),
    }),
    options: {
      config: {
        rateLimit: { max: 60, timeWindow: '1 minute' },
        // the counts both pages show move
        changesPages: (request: FastifyRequest) => [
          (request.body as { username?: string } | undefined)?.username,
        ],
      },
    },
  });
  const list =
    (kind: 'following' | 'follower' | 'blocked') =>
    async (request: RouteRequest<typeof followsSchemas.following>) =>
      service.list({
        kind,
        userId: request.user!.id,
        search: request.query.search,
        page: request.query.page,
        perPage: request.query.per_page,
      });

  registerRoutes(app, followsCalls, followsSchemas, {
    follow: change(service.follow),
    unfollow: change(service.unfollow),
    removeFollower: change(service.removeFollower),
    block: change(service.block),
    unblock: change(service.unblock),
    following: list('following'),
    followers: list('follower'),
    blocked: list('blocked'),
  });
}
