import type { FastifyInstance } from 'fastify';
import { membershipsCalls, membershipsSchemas } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { MembershipsService } from './memberships.service.ts';

// the same limit on every change a person makes to their own things
const changes = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
// a checkout is cheap to ask for and costly to serve; a repeat with the same Idempotency-Key gets the first
const checkouts = { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true } };

export async function membershipsRoutes(app: FastifyInstance, options: { service: MembershipsService }) {
  const { service } = options;
  registerRoutes(app, membershipsCalls, membershipsSchemas, {
    publicTiers: async (request) => ({
      data: await service.publicTiers(request.params.page_url, request.user?.id ?? null),
    }),
    ownTiers: async (request) => ({ data: await service.ownTiers(request.user!.id) }),
    createTier: {
      handler: async (request, reply) => {
        const data = await service.createTier(request.user!.id, request.body);
        reply.status(201);
        return { data };
      },
      options: changes,
    },
    orderTiers: {
      handler: async (request) => ({ data: await service.reorder(request.user!.id, request.body.tier_ids) }),
      options: changes,
    },
    updateTier: {
      handler: async (request) => ({
        data: await service.updateTier(request.user!.id, request.params.tier_id, request.body),
      }),
      options: changes,
    },
    archiveTier: {
      handler: async (request) => ({
        data: await service.archiveTier(request.user!.id, request.params.tier_id),
      }),
      options: changes,
    },
    settings: async (request) => ({ data: await service.settings(request.user!.id) }),
    saveSettings: {
      handler: async (request) => ({ data: await service.saveSettings(request.user!.id, request.body) }),
      options: changes,
    },
    summary: async (request) => ({ data: await service.summary(request.user!.id) }),
    join: {
      handler: async (request) => ({ data: await service.join(request.user!.id, request.body) }),
      options: checkouts,
    },
    mine: async (request) => ({ data: await service.mine(request.user!.id) }),
    cancel: {
      handler: async (request) => ({
        data: await service.cancel(request.user!.id, request.params.membership_id),
      }),
      options: changes,
    },
    setAutoRenew: {
      handler: async (request) => ({
        data: await service.setAutoRenew(
          request.user!.id,
          request.params.membership_id,
          request.body.auto_renew,
        ),
      }),
      options: changes,
    },
    renew: {
      handler: async (request) => ({
        data: await service.renew(request.user!.id, request.params.membership_id, request.body ?? {}),
      }),
      options: checkouts,
    },
    changeTier: {
      handler: async (request) => ({
        data: await service.changeTier(request.user!.id, request.params.membership_id, request.body),
      }),
      options: checkouts,
    },
    startTrial: {
      handler: async (request) => ({
        data: await service.startTrial(request.user!.id, request.params.reference),
      }),
      options: changes,
    },
    // the one-tap link of a reminder mail: a checkout of the same tier and period, without signing in
    renewByLink: {
      handler: async (request, reply) => {
        const opened = await service.renewByLink(request.params.token);
        if (!opened) throw new AppError('not_found', say('renewalLinkInvalid'));
        return reply.header('cache-control', 'private, no-store').redirect(opened.link_url, 303);
      },
      options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    },
    members: async (request) => service.members(request.user!.id, request.query),
    membersExport: async (request, reply) => {
      const csv = await service.membersCsv(request.user!.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pixel-members.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
}
