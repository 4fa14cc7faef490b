import type { QueryClient } from '@tanstack/react-query';
import type { photoPostsPage } from '@pixel/contract';
import { contentLimits } from '@pixel/contract';
import { useViewerList } from '@/features/auth';
import { api } from '@/lib/api-client';
import { viewerListQueryOptions, type PageRequest } from '@/lib/pagination';

/** GET /v1/profile/content/images/{username}: Snaps and Slides, newest first. */
export const getPhotoPosts = (pageUrl: string, { page, signal }: PageRequest) =>
  api.get<typeof photoPostsPage>(`/v1/profile/content/images/${encodeURIComponent(pageUrl)}`, {
    query: { page, per_page: contentLimits.postsPerPage },
    signal,
  });

/** Every list and post of the feature lives under this key: one invalidation refreshes them all. */
export const photoContentKey = ['photo-content'] as const;
export const photoPostsKey = (pageUrl: string) => [...photoContentKey, 'posts', pageUrl] as const;

// locks, signed image addresses and the viewer's own reactions depend on who looks. The signed addresses
// expire, so the list is never kept longer than the default list cache (5 minutes).
export const photoPostsQueryOptions = (pageUrl: string, viewer: string | null) =>
  viewerListQueryOptions(photoPostsKey(pageUrl), viewer, (request) => getPhotoPosts(pageUrl, request));

export const usePhotoPosts = (pageUrl: string) =>
  useViewerList((viewer) => photoPostsQueryOptions(pageUrl, viewer));

/** After a change: every cached list and post of the feature is asked again. */
export const invalidatePhotoContent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: photoContentKey });
