import { queryOptions, useQuery } from '@tanstack/react-query';
import { exploreCalls } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';

/** GET /v1/explore: trending tags, popular creators and new creators. */
export const getExplore = ({ signal }: { signal?: AbortSignal }) => call(exploreCalls.explore, { signal });

// a creator who blocked the viewer is left out, so each viewer has their own
export const exploreQueryOptions = (viewer: string | null) =>
  queryOptions({ queryKey: ['explore', { viewer }], queryFn: ({ signal }) => getExplore({ signal }) });

export function useExplore() {
  const user = useUser();
  return useQuery({ ...exploreQueryOptions(user.data?.id ?? null), enabled: !user.isPending });
}
