import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesCalls } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';

export const getProfile = async ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  (await call(profilesCalls.profile, { params: { page_url: pageUrl }, signal })).data;

export const profileKey = (pageUrl: string) => ['profile', pageUrl] as const;

// is_owner and is_following depend on who looks: the viewer is part of the key
export const profileQueryOptions = (pageUrl: string, viewer: string | null) =>
  queryOptions({
    queryKey: [...profileKey(pageUrl), { viewer }],
    queryFn: ({ signal }) => getProfile({ pageUrl, signal }),
  });

/** The profile of `pageUrl`; nothing is asked for `null` (an address that can never be a page). */
export function useProfile(pageUrl: string | null) {
  const user = useUser();
  return useQuery({
    ...profileQueryOptions(pageUrl ?? '', user.data?.id ?? null),
    enabled: pageUrl !== null && !user.isPending,
  });
}
