import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, PostPageFallback } from '@/components/screens/post-page-fallback';
import { useUser } from '@/features/auth';
import { useCreatorPageContext } from '@/features/creator-page';
import { isApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modals';
import { blocPostQueryOptions, useBlocPost } from '../api/get-bloc-post';
import { blocTabPath } from '../lib/bloc-paths';
import { useTranslation } from '../texts';
import { BlocPostCard } from './bloc-post-card';

/**
 * One Bloc post on a page of its own (/{page_url}/pixel-bloc/{id}), where hashtag results lead. Open to
 * visitors; a supporters-only post stays locked, with Support Me, for whoever has not given a gift.
 */
export function BlocPostPage() {
  const { t } = useTranslation();
  const { profile, creator } = useCreatorPageContext();
  const { id = '' } = useParams();
  const user = useUser();
  const queryClient = useQueryClient();
  const target = { pageUrl: profile.page_url, id };
  const post = useBlocPost(target);
  const postKey = blocPostQueryOptions(target, user.data?.id ?? null).queryKey;

  const back = <BackLink to={blocTabPath(profile.page_url)}>{t('bloc.page.back')}</BackLink>;
  if (post.isError || !post.data)
    return (
      <PostPageFallback
        back={back}
        post={post}
        skeletonHeight={200}
        // deleted, another creator's, or an address that was never a post
        isGone={(error) => isApiError(error, 'NotFoundException') || isApiError(error, 'ValidationException')}
      />
    );

  return (
    <Stack component="section" gap="md" aria-label={t('bloc.page.label')}>
      {back}
      <BlocPostCard
        post={post.data}
        pageUrl={profile.page_url}
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
