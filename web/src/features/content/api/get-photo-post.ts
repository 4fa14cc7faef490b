import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentCalls, type PhotoType } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';
import { photoContentKey } from './photo-content-key';

/**
 * GET /v1/profile/content/images/{username}/image_id/{id} (a Snap) or
 * GET /v1/profile/content/images/collection/{username}/collection_id/{id} (a Slide). A post hidden or
 * deleted by its creator answers NotFoundException: 'Content not accessible'.
 */
export const getPhotoPost = async ({
  pageUrl,
  type,
  id,
  signal,
}: {
  pageUrl: string;
  type: PhotoType;
  id: string;
  signal?: AbortSignal;
}) =>
  (
    await call(type === 'image' ? contentCalls.snap : contentCalls.slide, {
      params: { username: pageUrl, id },
      signal,
    })
  ).data;

export const photoPostQueryOptions = (
  target: { pageUrl: string; type: PhotoType; id: string },
  viewer: string | null,
) =>
  queryOptions({
    queryKey: [...photoContentKey, 'post', target.type, target.pageUrl, target.id, { viewer }],
    queryFn: ({ signal }) => getPhotoPost({ ...target, signal }),
  });

/**
 * One post. Back from the checkout (`awaitPurchase`), it is asked again every `interval` ms until the viewer
 * owns it, for at most `timeout` ms after `startedAt`.
 */
export function usePhotoPost({
  pageUrl,
  type,
  id,
  awaitPurchase,
}: {
  pageUrl: string;
  type: PhotoType;
  id: string;
  awaitPurchase?: { startedAt: number; interval: number; timeout: number };
}) {
  const user = useUser();
  return useQuery({
    ...photoPostQueryOptions({ pageUrl, type, id }, user.data?.id ?? null),
    enabled: !user.isPending,
    refetchInterval: (query) =>
      awaitPurchase &&
      query.state.data &&
      !query.state.data.is_purchased &&
      Date.now() - awaitPurchase.startedAt < awaitPurchase.timeout
        ? awaitPurchase.interval
        : false,
  });
}
