import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { overlaySettingsResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const overlaySettingsKey = ['overlay', 'settings'] as const;

/** GET /v1/user/overlay: the creator's secret overlay address (made on first visit). */
export const getOverlaySettings = ({ signal }: { signal?: AbortSignal }) =>
  api.get<typeof overlaySettingsResponse>('/v1/user/overlay', { signal });

export const useOverlaySettings = () =>
  useQuery(
    queryOptions({ queryKey: overlaySettingsKey, queryFn: ({ signal }) => getOverlaySettings({ signal }) }),
  );

/** PUT /v1/user/overlay */
export const updateOverlaySettings = (body: { sound_enabled: boolean }) =>
  api.put<typeof overlaySettingsResponse>('/v1/user/overlay', { body });

/** POST /v1/user/overlay/reset: a new address; the old one stops at once. */
export const resetOverlayAddress = () => api.post<typeof overlaySettingsResponse>('/v1/user/overlay/reset');

/** POST /v1/user/overlay/test: a sample alert on every open overlay. */
export const sendTestAlert = () => api.post('/v1/user/overlay/test');

function useStoreSettings() {
  const queryClient = useQueryClient();
  return (answer: Awaited<ReturnType<typeof getOverlaySettings>>) =>
    queryClient.setQueryData(overlaySettingsKey, answer);
}

export function useUpdateOverlaySettings() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: updateOverlaySettings, onSuccess: store });
}

export function useResetOverlayAddress() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: resetOverlayAddress, onSuccess: store });
}

export const useSendTestAlert = () => useMutation({ mutationFn: sendTestAlert });
