import { contentCalls, contentLimits } from '@pixel/contract';
import { useViewerList } from '@/features/auth';
import { call } from '@/lib/api-client';
import { viewerListQueryOptions, type PageRequest } from '@/lib/pagination';
import { photoPostsKey } from './photo-content-key';

export { invalidatePhotoContent, photoContentKey, photoPostsKey } from './photo-content-key';

/** GET /v1/profile/content/images/{username}: Snaps and Slides, newest first. */
export const getPhotoPosts = (pageUrl: string, { page, signal }: PageRequest) =>
  call(contentCalls.list, {
    params: { username: pageUrl },
    query: { page, per_page: contentLimits.postsPerPage },
    signal,
  });

// locks, signed image addresses and the viewer's own reactions depend on who looks. The signed addresses
// expire, so the list is never kept longer than the default list cache (5 minutes).
export const photoPostsQueryOptions = (pageUrl: string, viewer: string | null) =>
  viewerListQueryOptions(photoPostsKey(pageUrl), viewer, (request) => getPhotoPosts(pageUrl, request));

export const usePhotoPosts = (pageUrl: string) =>
  useViewerList((viewer) => photoPostsQueryOptions(pageUrl, viewer));
