import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoRenewRequest,
  changeTierRequest,
  changeTierResponse,
  checkoutResponse,
  errorEnvelope,
  joinRequest,
  membersPage,
  membersQuery,
  membershipResponse,
  membershipSettingsRequest,
  membershipSettingsResponse,
  membershipSummaryResponse,
  myMembershipsResponse,
  ownTiersResponse,
  pageUrlField,
  publicTiersResponse,
  renewRequest,
  tierOrderRequest,
  tierRequest,
  tierResponse,
} from '@pixel/contract';
import { AppError } from '../../lib/errors.ts';
import { featureRoutes } from '../../lib/feature-routes.ts';
import type { MembershipsService } from './memberships.service.ts';

const tierParams = z.object({ tier_id: z.uuid('The selected tier is invalid.') });
const membershipParams = z.object({ membership_id: z.uuid('The selected membership is invalid.') });

const errors = {
  401: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};
const tags = ['memberships'];

export async function membershipsRoutes(app: FastifyInstance, options: { service: MembershipsService }) {
  const { service } = options;
  const routes = featureRoutes(app, { tags });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // a checkout is cheap to ask for and costly to serve; a repeat with the same Idempotency-Key gets the first
  const checkoutLimit = { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true };

  routes.readPublic(
    {
      url: '/v1/profile/memberships/tiers/:page_url',
      params: z.object({ page_url: pageUrlField }),
      response: publicTiersResponse,
    },
    async ({ viewerId, params }) => ({ data: await service.publicTiers(params.page_url, viewerId) }),
  );

  routes.readOwn({ url: '/v1/user/memberships/tiers', response: ownTiersResponse }, async ({ userId }) => ({
    data: await service.ownTiers(userId),
  }));

  routes.write(
    {
      method: 'POST',
      url: '/v1/user/memberships/tiers',
      body: tierRequest,
      status: 201,
      response: tierResponse,
    },
    ({ userId, body }) => service.createTier(userId, body),
  );

  routes.write(
    {
      method: 'POST',
      url: '/v1/user/memberships/tiers/order',
      body: tierOrderRequest,
      response: ownTiersResponse,
    },
    ({ userId, body }) => service.reorder(userId, body.tier_ids),
  );

  routes.write(
    {
      method: 'PUT',
      url: '/v1/user/memberships/tiers/:tier_id',
      params: tierParams,
      body: tierRequest,
      response: tierResponse,
    },
    ({ userId, params, body }) => service.updateTier(userId, params.tier_id, body),
  );

  routes.write(
    {
      method: 'DELETE',
      url: '/v1/user/memberships/tiers/:tier_id',
      params: tierParams,
      response: tierResponse,
    },
    ({ userId, params }) => service.archiveTier(userId, params.tier_id),
  );

  routes.readOwn(
    { url: '/v1/user/memberships/settings', response: membershipSettingsResponse },
    async ({ userId }) => ({
      data: await service.settings(userId),
    }),
  );

  routes.write(
    {
      method: 'PUT',
      url: '/v1/user/memberships/settings',
      body: membershipSettingsRequest,
      response: membershipSettingsResponse,
    },
    ({ userId, body }) => service.saveSettings(userId, body),
  );

  routes.readOwn(
    { url: '/v1/user/memberships/summary', response: membershipSummaryResponse },
    async ({ userId }) => ({
      data: await service.summary(userId),
    }),
  );

  r.post(
    '/v1/memberships/join',
    {
      schema: { tags, body: joinRequest, response: { 200: checkoutResponse, ...errors } },
      preHandler: app.authenticate,
      config: checkoutLimit,
    },
    async (request) => ({ data: await service.join(request.user!.id, request.body) }),
  );

  routes.readOwn({ url: '/v1/user/memberships', response: myMembershipsResponse }, async ({ userId }) => ({
    data: await service.mine(userId),
  }));

  routes.write(
    {
      method: 'POST',
      url: '/v1/user/memberships/:membership_id/cancel',
      params: membershipParams,
      response: membershipResponse,
    },
    ({ userId, params }) => service.cancel(userId, params.membership_id),
  );

  routes.write(
    {
      method: 'POST',
      url: '/v1/user/memberships/:membership_id/auto-renew',
      params: membershipParams,
      body: autoRenewRequest,
      response: membershipResponse,
    },
    ({ userId, params, body }) => service.setAutoRenew(userId, params.membership_id, body.auto_renew),
  );

  r.post(
    '/v1/user/memberships/:membership_id/renew',
    {
      schema: {
        tags,
        params: membershipParams,
        body: renewRequest.optional(),
        response: { 200: checkoutResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: checkoutLimit,
    },
    async (request) => ({
      data: await service.renew(request.user!.id, request.params.membership_id, request.body ?? {}),
    }),
  );

  r.post(
    '/v1/user/memberships/:membership_id/change-tier',
    {
      schema: {
        tags,
        params: membershipParams,
        body: changeTierRequest,
        response: { 200: changeTierResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: checkoutLimit,
    },
    async (request) => ({
      data: await service.changeTier(request.user!.id, request.params.membership_id, request.body),
    }),
  );

  // the one-tap link of a reminder mail: a checkout of the same tier and period, without signing in
  r.get(
    '/v1/memberships/renew/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 303: z.null().describe('to the checkout'), 404: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const opened = await service.renewByLink(request.params.token);
      if (!opened) throw new AppError('not_found', 'This renewal link is not valid.');
      return reply.header('cache-control', 'private, no-store').redirect(opened.link_url, 303);
    },
  );

  routes.readOwn(
    { url: '/v1/user/members', querystring: membersQuery, response: membersPage },
    ({ userId, query }) => service.members(userId, query),
  );

  r.get(
    '/v1/user/members/export',
    {
      schema: {
        tags,
        querystring: membersQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV'), 401: errorEnvelope, 422: errorEnvelope },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const csv = await service.membersCsv(request.user!.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pixel-members.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
