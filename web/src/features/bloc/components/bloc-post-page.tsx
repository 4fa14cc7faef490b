import { Anchor, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ContentNotAccessibleScreen } from '@/components/screens/content-not-accessible-screen';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/features/auth';
import { useCreatorPageContext } from '@/features/creator-page';
import { isApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modals';
import { blocPostQueryOptions, useBlocPost } from '../api/get-bloc-post';
import { blocTabPath } from '../lib/bloc-paths';
import { BlocPostCard } from './bloc-post-card';

/**
 * One Bloc post on a page of its own (/{page_url}/pixel-bloc/{id}), where hashtag results lead. Open to
 * visitors; a supporters-only post stays locked, with Support Me, for whoever has not given a gift.
 */
export function BlocPostPage() {
  const { profile, creator } = useCreatorPageContext();
  const { id = '' } = useParams();
  const user = useUser();
  const queryClient = useQueryClient();
  const target = { pageUrl: profile.page_url, id };
  const post = useBlocPost(target);
  const postKey = blocPostQueryOptions(target, user.data?.id ?? null).queryKey;

  const back = (
    <Anchor component={Link} to={blocTabPath(profile.page_url)} fz="sm" fw={600}>
      ← All Bloc posts
    </Anchor>
  );

  if (post.isError) {
    // deleted, another creator's, or an address that was never a post
    if (isApiError(post.error, 'NotFoundException') || isApiError(post.error, 'ValidationException'))
      return <ContentNotAccessibleScreen />;
    return (
      <Stack gap="md">
        {back}
        <LoadError onRetry={() => void post.refetch()} />
      </Stack>
    );
  }
  if (!post.data)
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading post">
        {back}
        <Skeleton height={200} radius="lg" />
      </Stack>
    );

  return (
    <Stack component="section" gap="md" aria-label="Bloc post">
      {back}
      <BlocPostCard
        post={post.data}
        creatorName={profile.page_name}
        headingOrder={2}
        onSupport={() => openModal('support-me', { creator })}
        onReactionsChange={(totals) =>
          queryClient.setQueryData(postKey, (current) => current && { ...current, reactions: totals })
        }
      />
    </Stack>
  );
}
