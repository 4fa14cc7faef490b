import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { streamModerationCalls, type AddModeratorRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

// a moderator has no overlay address to follow the events by: the queue is asked again this often
const QUEUE_REFRESH_MS = 5_000;

const queueKey = (pageUrl: string) => ['stream-moderation', 'queue', pageUrl] as const;
const moderatorsKey = ['stream-moderation', 'moderators'] as const;

/** GET /v1/stream/{page_url}/moderation: the creator's alerts, asked again every 5 seconds. */
export const useModerationQueue = (pageUrl: string) =>
  useQuery(
    queryOptions({
      queryKey: queueKey(pageUrl),
      queryFn: ({ signal }) => call(streamModerationCalls.queue, { params: { page_url: pageUrl }, signal }),
      refetchInterval: QUEUE_REFRESH_MS,
      retry: false,
    }),
  );

export type ModerationAction =
  { action: 'skip' | 'replay' | 'show'; giftId: string } | { action: 'pause' | 'resume' };

/** Skip, replay or show one alert, or pause or resume them all; the queue is asked again after. */
export function useModerationAction(pageUrl: string) {
  const queryClient = useQueryClient();
  const params = { page_url: pageUrl };
  return useMutation({
    mutationFn: (change: ModerationAction) => {
      if (!('giftId' in change)) return call(streamModerationCalls[change.action], { params });
      const body = { gift_id: change.giftId };
      return call(streamModerationCalls[change.action], { params, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey(pageUrl) }),
  });
}

/** PUT /v1/user/stream/moderation: whether alerts with a link wait for a decision. */
export function useSetHoldLinks(pageUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdLinks: boolean) =>
      call(streamModerationCalls.setSettings, { body: { hold_links: holdLinks } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey(pageUrl) }),
  });
}

/** GET /v1/user/stream/moderators */
export const useStreamModerators = () =>
  useQuery(
    queryOptions({
      queryKey: moderatorsKey,
      queryFn: ({ signal }) => call(streamModerationCalls.moderators, { signal }),
    }),
  );

export function useAddModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddModeratorRequest) => call(streamModerationCalls.addModerator, { body }),
    onSuccess: (answer) => queryClient.setQueryData(moderatorsKey, answer),
  });
}

export function useRemoveModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageUrl: string) =>
      call(streamModerationCalls.removeModerator, { params: { page_url: pageUrl } }),
    onSuccess: (answer) => queryClient.setQueryData(moderatorsKey, answer),
  });
}
