import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overlayCalls, type StreamWidget } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const overlaySettingsKey = ['overlay', 'settings'] as const;

/** GET /v1/user/overlay: the creator's secret overlay address (made on first visit). */
export const getOverlaySettings = ({ signal }: { signal?: AbortSignal }) =>
  call(overlayCalls.settings, { signal });

export const useOverlaySettings = () =>
  useQuery(
    queryOptions({ queryKey: overlaySettingsKey, queryFn: ({ signal }) => getOverlaySettings({ signal }) }),
  );

/** PUT /v1/user/overlay */
export const updateOverlaySettings = (body: { sound_enabled: boolean }) =>
  call(overlayCalls.update, { body });

/** POST /v1/user/overlay/reset: a new address; the old one stops at once. */
export const resetOverlayAddress = () => call(overlayCalls.reset);

/** POST /v1/user/overlay/test: a sample alert on every open overlay. */
export const sendTestAlert = () => call(overlayCalls.sendTest);

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

/** POST /v1/user/overlay/test with a widget: that widget's sample, on every screen showing it. */
export const sendWidgetTest = (widget: StreamWidget) => call(overlayCalls.sendTest, { body: { widget } });

export const useSendWidgetTest = () => useMutation({ mutationFn: sendWidgetTest });
