import { Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useUser } from '@/features/auth';
import { useCreatorPageContext } from '@/features/creator-page';
import { openModal } from '@/lib/modals';
import { blocPostsQueryOptions, useBlocPosts, withPostReactions } from '../api/get-bloc-posts';
import { blocPostPath } from '../lib/bloc-paths';
import { BlocPostCard } from './bloc-post-card';

/** The Bloc tab of a creator's page (/{page_url}/pixel-bloc): their posts, newest first. */
export function BlocTab() {
  const { profile, creator } = useCreatorPageContext();
  const posts = useBlocPosts(profile.page_url);
  const user = useUser();
  const queryClient = useQueryClient();
  const items = posts.data?.pages.flatMap((page) => page.data) ?? [];
  const listKey = blocPostsQueryOptions(profile.page_url, user.data?.id ?? null).queryKey;

  return (
    <Stack component="section" gap="md" aria-labelledby="creator-tab-heading">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="creator-tab-heading">
          Bloc
        </Title>
        {profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/bloc" variant="light" size="sm">
            Manage posts
          </Button>
        )}
      </Group>
      {posts.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading posts">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={120} radius="lg" />
          ))}
        </Stack>
      ) : posts.isError ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack align="center" gap="xs">
            <Text c="dimmed">Unable to load posts.</Text>
            <Button variant="light" size="xs" onClick={() => void posts.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Paper>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" py="md">
            <Text fw={700} fz="lg">
              Nothing here yet
            </Text>
            <Text c="dimmed" ta="center">
              {profile.page_name} has not posted on their Bloc yet.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          {items.map((post) => (
            <BlocPostCard
              key={post.id}
              post={post}
              creatorName={profile.page_name}
              postPath={blocPostPath(profile.page_url, post.id)}
              onSupport={() => openModal('support-me', { creator })}
              onReactionsChange={(totals) =>
                queryClient.setQueryData(listKey, (list) => withPostReactions(list, post.id, totals))
              }
            />
          ))}
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
        </>
      )}
    </Stack>
  );
}
