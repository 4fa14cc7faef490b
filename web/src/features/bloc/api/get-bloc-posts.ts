import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { blocPage } from '@pixel/contract';
import type { BlocPage, ReactionTotals } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export const blocPageSize = 10;

export const getBlocPosts = ({
  pageUrl,
  page,
  signal,
}: {
  pageUrl: string;
  page: number;
  signal?: AbortSignal;
}) =>
  api.get<typeof blocPage>(`/v1/profile/${encodeURIComponent(pageUrl)}/bloc`, {
    query: { page, per_page: blocPageSize },
    signal,
  });

export const blocPostsKey = (pageUrl: string) => ['bloc', pageUrl] as const;

// locks and the viewer's own reactions depend on who looks: the viewer is part of the key
export const blocPostsQueryOptions = (pageUrl: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: [...blocPostsKey(pageUrl), { viewer }],
    queryFn: ({ pageParam, signal }) => getBlocPosts({ pageUrl, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useBlocPosts(pageUrl: string) {
  const user = useUser();
  return useInfiniteQuery({
    ...blocPostsQueryOptions(pageUrl, user.data?.id ?? null),
    enabled: !user.isPending,
  });
}

/** Puts a post's new reaction counts into a cached list. */
export function withPostReactions(
  list: InfiniteData<BlocPage> | undefined,
  postId: string,
  totals: ReactionTotals,
) {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      data: page.data.map((post) => (post.id === postId ? { ...post, reactions: totals } : post)),
    })),
  };
}
