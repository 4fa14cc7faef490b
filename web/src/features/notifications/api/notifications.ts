import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  markReadResponse,
  notificationPreferencesResponse,
  notificationsResponse,
  NotificationPreferencesRequest,
  pushSubscriptionResponse,
  pushSubscriptionStatusResponse,
  unreadCountResponse,
  vapidPublicKeyResponse,
} from '@pixel/contract';
import { api } from '@/lib/api-client';

const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread-count'] as const;
const listKey = [...notificationsKey, 'list'] as const;
const preferencesKey = ['notification-preferences'] as const;

/**
 * How often the bell asks for its count while the page is in view (decision 0111): a gift settled on any
 * instance shows within this, with no connection held open per tab.
 */
export const UNREAD_POLL_MS = 4_000;

/** GET /v1/user/notifications/unread-count, asked again every few seconds while the page is visible. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      api.get<typeof unreadCountResponse>('/v1/user/notifications/unread-count', { signal }),
    select: (answer) => answer.data.unread_count,
    // an expired session asks to log in once, not every few seconds
    refetchInterval: (query) => (query.state.status === 'error' ? false : UNREAD_POLL_MS),
    // a hidden tab does not ask; it asks at once when it is shown again
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });

/** GET /v1/user/notifications: newest first, older pages by the cursor. */
export const notificationsQueryOptions = (perPage = 20) =>
  infiniteQueryOptions({
    queryKey: [...listKey, perPage],
    queryFn: ({ signal, pageParam }) =>
      api.get<typeof notificationsResponse>('/v1/user/notifications', {
        signal,
        query: { per_page: perPage, ...(pageParam && { before: pageParam }) },
      }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    // read fresh each time the bell opens: the count may have moved since
    staleTime: 0,
  });

export const useNotifications = (perPage = 20, enabled = true) =>
  useInfiniteQuery({ ...notificationsQueryOptions(perPage), enabled });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsKey });
}

/** POST /v1/user/notifications/{id}/read */
export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<typeof markReadResponse>(`/v1/user/notifications/${id}/read`),
    onSettled: refresh,
  });
}

/** POST /v1/user/notifications/read-all */
export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<typeof markReadResponse>('/v1/user/notifications/read-all'),
    onSettled: refresh,
  });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      api.get<typeof notificationPreferencesResponse>('/v1/user/notification-preferences', { signal }),
    select: (answer) => answer.data,
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

/** PUT /v1/user/notification-preferences: what is sent changes, the rest stays. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesRequest) =>
      api.put<typeof notificationPreferencesResponse>('/v1/user/notification-preferences', { body }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
  });
}

export const fetchVapidPublicKey = async () =>
  (await api.get<typeof vapidPublicKeyResponse>('/v1/push/vapid-public-key')).data.public_key;

export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  api.post<typeof pushSubscriptionResponse>('/v1/user/push-subscriptions', { body: subscription });

/** Whether the server sends to this browser's subscription for this session. */
export const isSubscribed = async (endpoint: string) =>
  (
    await api.get<typeof pushSubscriptionStatusResponse>('/v1/user/push-subscriptions/status', {
      query: { endpoint },
    })
  ).data.subscribed;

export const removeSubscription = (endpoint: string) =>
  api.delete<typeof pushSubscriptionResponse>('/v1/user/push-subscriptions', { body: { endpoint } });
