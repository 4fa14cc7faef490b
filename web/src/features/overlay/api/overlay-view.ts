import { queryOptions, useQuery } from '@tanstack/react-query';
import type { overlayGoalResponse, overlayViewResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

/** GET /v1/overlay/{token}: the overlay's own settings (the address is its key). */
export const useOverlayView = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'view', token],
      queryFn: ({ signal }) =>
        api.get<typeof overlayViewResponse>(`/v1/overlay/${encodeURIComponent(token)}`, { signal }),
      retry: false,
    }),
  );

/** GET /v1/overlay/{token}/goals/{goal_id}: the goal bar before the next goal gift. */
export const useOverlayGoal = (token: string, goalId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'goal', token, goalId],
      queryFn: ({ signal }) =>
        api.get<typeof overlayGoalResponse>(
          `/v1/overlay/${encodeURIComponent(token)}/goals/${encodeURIComponent(goalId)}`,
          {
            signal,
          },
        ),
      retry: false,
    }),
  );
