import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageLeaderboardCalls, type PageLeaderboardSettingsRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

const settingsKey = ['stream-kit', 'page-leaderboard'] as const;

/** GET /v1/user/stream/leaderboard */
export const usePageLeaderboardSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => call(pageLeaderboardCalls.settings, { signal }),
    }),
  );

export function useUpdatePageLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageLeaderboardSettingsRequest) => call(pageLeaderboardCalls.update, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['page-leaderboard'] });
    },
  });
}
