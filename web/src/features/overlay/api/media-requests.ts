import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mediaRequestsCalls, type MediaSettingsRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/overlay/{token}/media: the clips left to play as the widget starts, the one playing from where it is. */
export const useMediaWidget = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'media', token],
      queryFn: ({ signal }) => call(mediaRequestsCalls.widget, { params: { token }, signal }),
      retry: false,
      // read once: from then on the events say what comes and what is skipped
      staleTime: Infinity,
    }),
  );

const settingsKey = ['stream-kit', 'media'] as const;
const queueKey = ['stream-kit', 'media', 'queue'] as const;

/** GET /v1/user/stream/media */
export const useMediaSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => call(mediaRequestsCalls.settings, { signal }),
    }),
  );

/** PUT /v1/user/stream/media */
export function useSaveMediaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaSettingsRequest) => call(mediaRequestsCalls.updateSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
}

/** GET /v1/user/stream/media/requests: asked again every few seconds while the page is open, as requests come. */
export const useMediaQueue = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(
    queryOptions({
      queryKey: queueKey,
      queryFn: ({ signal }) => call(mediaRequestsCalls.queue, { signal }),
      refetchInterval: 10_000,
      enabled,
    }),
  );

/** Approve, decline (the gift refunded) or skip a request; the queue is read again after. */
export function useDecideMediaRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'decline' | 'skip' }) =>
      call(mediaRequestsCalls[action], { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
