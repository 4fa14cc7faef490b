import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  webhookDeleteResponse,
  webhookDeliveriesPage,
  webhookDeliveryResponse,
  webhookEndpointsResponse,
  webhookEndpointWithSecretResponse,
} from '@pixel/contract';
import type { WebhookEndpointRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';

const webhooksKey = ['creator-webhooks'] as const;

/** GET /v1/creator/webhooks */
export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: [...webhooksKey, 'endpoints'],
    queryFn: ({ signal }) => api.get<typeof webhookEndpointsResponse>('/v1/creator/webhooks', { signal }),
  });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());

/** GET /v1/creator/webhooks/{id}/deliveries */
export const webhookDeliveriesQueryOptions = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: [...webhooksKey, 'deliveries', endpointId, page],
    queryFn: ({ signal }) =>
      api.get<typeof webhookDeliveriesPage>(`/v1/creator/webhooks/${endpointId}/deliveries`, {
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
    mutationFn: (body: WebhookEndpointRequest) =>
      api.post<typeof webhookEndpointWithSecretResponse>('/v1/creator/webhooks', { body }),
    onSuccess: refresh,
    // the form marks the fields of a failure itself
    onError: () => undefined,
  });
}

/** DELETE /v1/creator/webhooks/{id} */
export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => api.delete<typeof webhookDeleteResponse>(`/v1/creator/webhooks/${id}`),
    onSuccess: refresh,
  });
}

/** POST /v1/creator/webhooks/{id}/secret: a new secret, shown once. */
export function useRollWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<typeof webhookEndpointWithSecretResponse>(`/v1/creator/webhooks/${id}/secret`),
    onSuccess: refresh,
  });
}

/** POST /v1/creator/webhooks/{id}/deliveries/{delivery_id}/resend */
export function useResendWebhookDelivery() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      api.post<typeof webhookDeliveryResponse>(
        `/v1/creator/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
      ),
    onSuccess: refresh,
  });
}
