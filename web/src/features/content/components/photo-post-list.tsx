import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { ListSkeleton, LoadMoreButton, NothingHereYet } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { withItem } from '@/lib/pagination';
import { photoPostsKey, usePhotoPosts } from '../api/get-photo-posts';
import { PhotoGallery } from './photo-gallery';
import { PhotoPostCard } from './photo-post-card';
import { useRefreshOnImageError } from './use-fresh-images';
import { useTranslation } from '../texts';

/**
 * The Snaps and Slides of a page, newest first, 10 at a time with Load more: one card under another on a
 * phone, a gallery grid when `gallery` is asked for and the screen is wide.
 */
export function PhotoPostList({
  pageUrl,
  emptyText,
  gallery = false,
}: {
  pageUrl: string;
  emptyText: string;
  gallery?: boolean;
}) {
  const { t } = useTranslation();
  const { list: posts, queryKey: listKey } = usePhotoPosts(pageUrl);
  const wide = useMediaQuery('(min-width: 48em)', false);
  const queryClient = useQueryClient();
  const refreshImages = useRefreshOnImageError(photoPostsKey(pageUrl));
  const items = posts.data?.pages.flatMap((page) => page.data) ?? [];

  if (posts.isPending) return <ListSkeleton label={t('content.list.loading')} rows={2} height={320} />;
  if (posts.isError)
    return (
      <LoadError title={null} onRetry={() => void posts.refetch()}>
        {t('content.list.loadError')}
      </LoadError>
    );
  if (items.length === 0) return <NothingHereYet>{emptyText}</NothingHereYet>;

  return (
    <Stack gap="md">
      {gallery && wide ? (
        <PhotoGallery posts={items} pageUrl={pageUrl} />
      ) : (
        items.map((post) => (
          <PhotoPostCard
            key={`${post.type}-${post.id}`}
            post={post}
            onImageError={refreshImages}
            onChanged={() => void posts.refetch()}
            onReactionsChange={(totals) =>
              queryClient.setQueryData(listKey, (list) =>
                withItem(list, post.id, (item) => ({ ...item, reactions: totals })),
              )
            }
          />
        ))
      )}
      <LoadMoreButton list={posts} />
    </Stack>
  );
}
