import type { FastifyInstance } from 'fastify';
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
import { featureRoutes } from '../../lib/feature-routes.ts';
import type { CreatorWebhooksService } from './creator-webhooks.service.ts';

const endpointParams = z.object({ id: z.uuid('The selected webhook endpoint is invalid.') });
const deliveryParams = endpointParams.extend({
  delivery_id: z.uuid('The selected delivery is invalid.'),
});

export async function creatorWebhooksRoutes(
  app: FastifyInstance,
  options: { service: CreatorWebhooksService },
) {
  const { service } = options;
  const routes = featureRoutes(app, { tags: ['creator webhooks'] });

  routes.readOwn({ url: '/v1/creator/webhooks', response: webhookEndpointsResponse }, async ({ userId }) => ({
    data: await service.list({ userId }),
  }));

  routes.write(
    {
      method: 'POST',
      url: '/v1/creator/webhooks',
      body: webhookEndpointRequest,
      status: 201,
      response: webhookEndpointWithSecretResponse,
    },
    ({ userId, body }) => service.create({ userId, body }),
  );

  routes.write(
    {
      method: 'DELETE',
      url: '/v1/creator/webhooks/:id',
      params: endpointParams,
      response: webhookDeleteResponse,
    },
    ({ userId, params }) => service.delete({ userId, endpointId: params.id }),
  );

  routes.write(
    {
      method: 'POST',
      url: '/v1/creator/webhooks/:id/secret',
      params: endpointParams,
      response: webhookEndpointWithSecretResponse,
    },
    ({ userId, params }) => service.rollSecret({ userId, endpointId: params.id }),
  );

  routes.readOwn(
    {
      url: '/v1/creator/webhooks/:id/deliveries',
      params: endpointParams,
      querystring: webhookDeliveriesQuery,
      response: webhookDeliveriesPage,
    },
    ({ userId, params, query }) =>
      service.deliveries({ userId, endpointId: params.id, page: query.page, perPage: query.per_page }),
  );

  routes.write(
    {
      method: 'POST',
      url: '/v1/creator/webhooks/:id/deliveries/:delivery_id/resend',
      params: deliveryParams,
      status: 202,
      response: webhookDeliveryResponse,
    },
    ({ userId, params }) => service.resend({ userId, endpointId: params.id, deliveryId: params.delivery_id }),
  );
}
