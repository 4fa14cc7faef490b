import { queryOptions, useQuery } from '@tanstack/react-query';
import { overlayCalls, type LeaderboardPeriod } from '@pixel/contract';
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

/**
 * GET /v1/overlay/{token}/leaderboard: the top supporters of a period. Asked again a moment after each gift
 * the widget hears of, and every minute besides (a new day, a refund).
 */
export const useOverlayLeaderboard = (token: string, period: LeaderboardPeriod) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'leaderboard', token, period],
      queryFn: ({ signal }) =>
        call(overlayCalls.leaderboard, { params: { token }, query: { period }, signal }),
      retry: false,
      refetchInterval: 60_000,
    }),
  );
