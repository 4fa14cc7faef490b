import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

const sessionsKey = ['sessions'] as const;

/** GET /v1/user/sessions: the account's signed-in sessions, newest first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => call(sessionsCalls.list, { signal }),
    // who is signed in where is read fresh each time the screen opens
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

/** DELETE /v1/user/sessions/{id}: that browser is signed out at once. */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => call(sessionsCalls.end, { params: { id } }),
    // a session already ended elsewhere leaves the list too
    onSettled: refresh,
  });
}

/** POST /v1/user/sessions/end-others: every browser but this one is signed out. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => call(sessionsCalls.endOthers),
    onSuccess: refresh,
  });
}
