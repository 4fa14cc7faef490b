import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  notificationsCalls,
  type NotificationPreferencesRequest,
  type PushSubscriptionRequest,
} from '@pixel/contract';
import { call } from '@/lib/api-client';

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
    queryFn: ({ signal }) => call(notificationsCalls.unreadCount, { signal }),
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
      call(notificationsCalls.list, {
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
    mutationFn: (id: string) => call(notificationsCalls.markRead, { params: { id } }),
    onSettled: refresh,
  });
}

/** POST /v1/user/notifications/read-all */
export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(notificationsCalls.markAllRead),
    onSettled: refresh,
  });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => call(notificationsCalls.preferences, { signal }),
    select: (answer) => answer.data,
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

/** PUT /v1/user/notification-preferences: what is sent changes, the rest stays. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesRequest) => call(notificationsCalls.setPreferences, { body }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
  });
}

export const fetchVapidPublicKey = async () =>
  (await call(notificationsCalls.vapidPublicKey)).data.public_key;

// the browser's own type leaves every field optional; the server checks that each is there
export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  call(notificationsCalls.subscribe, { body: subscription as PushSubscriptionRequest });

/** Whether the server sends to this browser's subscription for this session. */
export const isSubscribed = async (endpoint: string) =>
  (await call(notificationsCalls.subscriptionStatus, { query: { endpoint } })).data.subscribed;

export const removeSubscription = (endpoint: string) =>
  call(notificationsCalls.unsubscribe, { body: { endpoint } });
