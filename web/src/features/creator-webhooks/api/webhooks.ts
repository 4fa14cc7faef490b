import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorWebhooksCalls, type WebhookEndpointRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

const webhooksKey = ['creator-webhooks'] as const;

/** GET /v1/creator/webhooks */
export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: [...webhooksKey, 'endpoints'],
    queryFn: ({ signal }) => call(creatorWebhooksCalls.list, { signal }),
  });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());

/** GET /v1/creator/webhooks/{id}/deliveries */
export const webhookDeliveriesQueryOptions = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: [...webhooksKey, 'deliveries', endpointId, page],
    queryFn: ({ signal }) =>
      call(creatorWebhooksCalls.deliveries, {
        params: { id: endpointId },
        query: { page, per_page: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (endpointId: string, page: number) =>
  useQuery(webhookDeliveriesQueryOptions(endpointId, page));

function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksKey });
}

/** POST /v1/creator/webhooks: the answer holds the secret, shown once. */
export function useCreateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (body: WebhookEndpointRequest) => call(creatorWebhooksCalls.create, { body }),
    onSuccess: refresh,
    // the form marks the fields of a failure itself
    onError: () => undefined,
  });
}

/** DELETE /v1/creator/webhooks/{id} */
export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => call(creatorWebhooksCalls.delete, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /v1/creator/webhooks/{id}/secret: a new secret, shown once. */
export function useRollWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => call(creatorWebhooksCalls.rollSecret, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /v1/creator/webhooks/{id}/deliveries/{delivery_id}/resend */
export function useResendWebhookDelivery() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      call(creatorWebhooksCalls.resend, { params: { id: endpointId, delivery_id: deliveryId } }),
    onSuccess: refresh,
  });
}
