import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { followPageSize, followsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

/** Who the user follows, who follows them, and whom they blocked (GET /v1/user/{kind}). */
export type FollowListKind = 'following' | 'follower' | 'blocked';

export const followsKey = ['follows'] as const;

const listCalls = {
  following: followsCalls.following,
  follower: followsCalls.followers,
  blocked: followsCalls.blocked,
} as const satisfies Record<FollowListKind, unknown>;

export const getFollowList = ({
  kind,
  search,
  page,
  perPage = followPageSize,
  signal,
}: {
  kind: FollowListKind;
  search?: string;
  page: number;
  perPage?: number;
  signal?: AbortSignal;
}) => call(listCalls[kind], { query: { search, page, per_page: perPage }, signal });

/** Following, Followers or Blocked, 12 a page (spec §9), searched on page name and page url. */
export const followListQueryOptions = (kind: FollowListKind, search: string) =>
  infiniteQueryOptions({
    queryKey: [...followsKey, kind, 'list', { search }],
    queryFn: ({ pageParam, signal }) => getFollowList({ kind, search, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useFollowList = (kind: FollowListKind, search: string) =>
  useInfiniteQuery(followListQueryOptions(kind, search));

/** How many people follow the signed-in user (or they follow): the total of a one-row page. */
export const followCountQueryOptions = (kind: FollowListKind) =>
  queryOptions({
    queryKey: [...followsKey, kind, 'count'],
    queryFn: async ({ signal }) => (await getFollowList({ kind, page: 1, perPage: 1, signal })).meta.total,
  });

export const useFollowCount = (kind: FollowListKind) => useQuery(followCountQueryOptions(kind));
