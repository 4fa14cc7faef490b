import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentCalls, type PhotoType } from '@pixel/contract';
import { getPhotoPost } from '@/features/content';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';

/** A creator's latest few Snaps and Snap Slides as the viewer sees them (locked ones as their peek). */
export const getLatestPhotoPosts = async ({
  pageUrl,
  count,
  signal,
}: {
  pageUrl: string;
  count: number;
  signal?: AbortSignal;
}) =>
  (await call(contentCalls.list, { params: { username: pageUrl }, query: { per_page: count }, signal })).data;

// the pictures' signed addresses expire and depend on who looks: kept per viewer, no longer than a list
export const photoPostPicturesQueryOptions = (
  target: { pageUrl: string; type: PhotoType; id: string },
  viewer: string | null,
) =>
  queryOptions({
    queryKey: ['supported', 'pictures', 'post', target, { viewer }],
    queryFn: ({ signal }) => getPhotoPost({ ...target, signal }),
  });

export const latestPhotoPostsQueryOptions = (pageUrl: string, count: number, viewer: string | null) =>
  queryOptions({
    queryKey: ['supported', 'pictures', 'latest', pageUrl, count, { viewer }],
    queryFn: ({ signal }) => getLatestPhotoPosts({ pageUrl, count, signal }),
  });

/** One post's pictures, asked once `enabled` (the thumbnail is near the screen). */
export function usePhotoPostPictures(
  target: { pageUrl: string; type: PhotoType; id: string },
  enabled: boolean,
) {
  const user = useUser();
  return useQuery({
    ...photoPostPicturesQueryOptions(target, user.data?.id ?? null),
    enabled: enabled && !user.isPending,
    retry: false,
  });
}

/** A creator's latest photo posts' pictures, asked once `enabled`. */
export function useLatestPhotoPosts(pageUrl: string, count: number, enabled: boolean) {
  const user = useUser();
  return useQuery({
    ...latestPhotoPostsQueryOptions(pageUrl, count, user.data?.id ?? null),
    enabled: enabled && !user.isPending,
    retry: false,
  });
}
