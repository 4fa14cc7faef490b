import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDataCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

const dataExportKey = ['data-export'] as const;

/** GET /v1/user/account/export: the account's latest export (none, building, ready or expired). */
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => call(accountDataCalls.latest, { signal }),
    staleTime: 0,
    // while the job builds it, look again now and then: the screen turns to Download by itself
    refetchInterval: (query) => (query.state.data?.data.state === 'building' ? 5_000 : false),
  });

export const useDataExport = () => useQuery(dataExportQueryOptions());

/** POST /v1/user/account/export: starts an export; once a day (a second is a 429). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountDataCalls.request),
    onSuccess: (answer) => queryClient.setQueryData(dataExportKey, answer),
    // a refusal (asked today already) is told by the state read again
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportKey }),
  });
}
