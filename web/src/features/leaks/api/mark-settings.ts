import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

const settingsKey = ['marks', 'settings'] as const;

/** GET /v1/user/marks/settings: whether the creator's copies carry their viewers' page addresses too. */
export const useMarkSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => call(marksCalls.settings, { signal }),
    }),
  );

/** PUT /v1/user/marks/settings */
export function useSaveMarkSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibleMark: boolean) =>
      call(marksCalls.saveSettings, { body: { visible_mark: visibleMark } }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
}
