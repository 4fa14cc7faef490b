import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exploreCalls } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';

/** GET /v1/explore/search: creators by name or page address, and tags by their start. */
export const searchExplore = ({ search, signal }: { search: string; signal?: AbortSignal }) =>
  call(exploreCalls.search, { query: { search }, signal });

export const exploreSearchQueryOptions = (search: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['explore', 'search', search, { viewer }],
    queryFn: ({ signal }) => searchExplore({ search, signal }),
    // the results stay on screen while the next letters are looked up
    placeholderData: keepPreviousData,
  });

/** Asked once there is something to look for. */
export function useExploreSearch(search: string) {
  const user = useUser();
  return useQuery({
    ...exploreSearchQueryOptions(search, user.data?.id ?? null),
    enabled: search.length > 0 && !user.isPending,
  });
}
