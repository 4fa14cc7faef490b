import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookDeleteResponse,
  webhookDeliveriesPage,
  webhookDeliveriesQuery,
  webhookDeliveryResponse,
  webhookEndpointRequest,
  webhookEndpointsResponse,
  webhookEndpointWithSecretResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { CreatorWebhooksService } from './creator-webhooks.service.ts';

const errors = commonErrorResponses;
const tags = ['creator webhooks'];
const endpointParams = z.object({ id: z.uuid('The selected webhook endpoint is invalid.') });
const deliveryParams = endpointParams.extend({
  delivery_id: z.uuid('The selected delivery is invalid.'),
});

export async function creatorWebhooksRoutes(
  app: FastifyInstance,
  options: { service: CreatorWebhooksService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.get(
    '/v1/creator/webhooks',
    {
      schema: { tags, response: { 200: webhookEndpointsResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await service.list({ userId: request.user!.id }) }),
  );

  r.post(
    '/v1/creator/webhooks',
    {
      schema: {
        tags,
        body: webhookEndpointRequest,
        response: { 201: webhookEndpointWithSecretResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.create({ userId: request.user!.id, body: request.body }) }),
  );

  r.delete(
    '/v1/creator/webhooks/:id',
    {
      schema: { tags, params: endpointParams, response: { 200: webhookDeleteResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.delete({ userId: request.user!.id, endpointId: request.params.id }),
    }),
  );

  r.post(
    '/v1/creator/webhooks/:id/secret',
    {
      schema: {
        tags,
        params: endpointParams,
        response: { 200: webhookEndpointWithSecretResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.rollSecret({ userId: request.user!.id, endpointId: request.params.id }),
    }),
  );

  r.get(
    '/v1/creator/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        params: endpointParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesPage, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      service.deliveries({
        userId: request.user!.id,
        endpointId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.post(
    '/v1/creator/webhooks/:id/deliveries/:delivery_id/resend',
    {
      schema: { tags, params: deliveryParams, response: { 202: webhookDeliveryResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) =>
      reply.status(202).send({
        data: await service.resend({
          userId: request.user!.id,
          endpointId: request.params.id,
          deliveryId: request.params.delivery_id,
        }),
      }),
  );
}
