import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/features/auth';
import { photoPostsKey, photoPostsQueryOptions, usePhotoPosts, withPost } from '../api/get-photo-posts';
import { PhotoGallery } from './photo-gallery';
import { PhotoPostCard } from './photo-post-card';
import { useRefreshOnImageError } from './use-fresh-images';

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
  const posts = usePhotoPosts(pageUrl);
  const wide = useMediaQuery('(min-width: 48em)', false);
  const user = useUser();
  const queryClient = useQueryClient();
  const listKey = photoPostsQueryOptions(pageUrl, user.data?.id ?? null).queryKey;
  const refreshImages = useRefreshOnImageError(photoPostsKey(pageUrl));
  const items = posts.data?.pages.flatMap((page) => page.data) ?? [];

  if (posts.isPending)
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading posts">
        {[0, 1].map((key) => (
          <Skeleton key={key} height={320} radius="lg" />
        ))}
      </Stack>
    );
  if (posts.isError)
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" gap="xs">
          <Text c="dimmed">Unable to load posts.</Text>
          <Button variant="light" size="xs" onClick={() => void posts.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Paper>
    );
  if (items.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" py="md">
          <Text fw={700} fz="lg">
            Nothing here yet
          </Text>
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Stack>
      </Paper>
    );

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
                withPost(list, post.id, (item) => ({ ...item, reactions: totals })),
              )
            }
          />
        ))
      )}
      {posts.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
