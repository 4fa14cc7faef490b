import { queryOptions, useQuery } from '@tanstack/react-query';
import { overlayCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/overlay/{token}: the overlay's own settings (the address is its key). */
export const useOverlayView = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'view', token],
      queryFn: ({ signal }) => call(overlayCalls.view, { params: { token }, signal }),
      retry: false,
    }),
  );

/** GET /v1/overlay/{token}/goals/{goal_id}: the goal bar before the next goal gift. */
export const useOverlayGoal = (token: string, goalId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'goal', token, goalId],
      queryFn: ({ signal }) => call(overlayCalls.goal, { params: { token, goal_id: goalId }, signal }),
      retry: false,
    }),
  );
