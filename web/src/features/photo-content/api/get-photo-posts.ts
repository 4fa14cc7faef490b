import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { photoPostsPage } from '@pixel/contract';
import { contentLimits, type PhotoPost, type PhotoPostsPage } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

/** GET /v1/profile/content/images/{username}: Snaps and Slides, newest first. */
export const getPhotoPosts = ({
  pageUrl,
  page,
  signal,
}: {
  pageUrl: string;
  page: number;
  signal?: AbortSignal;
}) =>
  api.get<typeof photoPostsPage>(`/v1/profile/content/images/${encodeURIComponent(pageUrl)}`, {
    query: { page, per_page: contentLimits.postsPerPage },
    signal,
  });

/** Every list and post of the feature lives under this key: one invalidation refreshes them all. */
export const photoContentKey = ['photo-content'] as const;
export const photoPostsKey = (pageUrl: string) => [...photoContentKey, 'posts', pageUrl] as const;

// locks, signed image addresses and the viewer's own reactions depend on who looks: the viewer is in the key.
// The signed addresses expire, so the list is never kept longer than the default list cache (5 minutes).
export const photoPostsQueryOptions = (pageUrl: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: [...photoPostsKey(pageUrl), { viewer }],
    queryFn: ({ pageParam, signal }) => getPhotoPosts({ pageUrl, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function usePhotoPosts(pageUrl: string) {
  const user = useUser();
  return useInfiniteQuery({
    ...photoPostsQueryOptions(pageUrl, user.data?.id ?? null),
    enabled: !user.isPending,
  });
}

/** Replaces one post of a cached list (new reaction counts, for one). */
export function withPost(
  list: InfiniteData<PhotoPostsPage> | undefined,
  postId: string,
  change: (post: PhotoPost) => PhotoPost,
) {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      data: page.data.map((post) => (post.id === postId ? change(post) : post)),
    })),
  };
}

/** After a change: every cached list and post of the feature is asked again. */
export const invalidatePhotoContent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: photoContentKey });
