import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { accountSessionsResponse, endOtherSessionsResponse, endSessionResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

const sessionsKey = ['sessions'] as const;

/** GET /v1/user/sessions: the account's signed-in sessions, newest first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api.get<typeof accountSessionsResponse>('/v1/user/sessions', { signal }),
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
    mutationFn: (id: string) => api.delete<typeof endSessionResponse>(`/v1/user/sessions/${id}`),
    // a session already ended elsewhere leaves the list too
    onSettled: refresh,
  });
}

/** POST /v1/user/sessions/end-others: every browser but this one is signed out. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.post<typeof endOtherSessionsResponse>('/v1/user/sessions/end-others'),
    onSuccess: refresh,
  });
}
