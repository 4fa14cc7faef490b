import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListSkeleton, LoadMoreButton, NothingHereYet } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { openModal } from '@/lib/modals';
import { withItem } from '@/lib/pagination';
import { useBlocPosts } from '../api/get-bloc-posts';
import { useTranslation } from '../texts';
import { blocPostPath } from '../lib/bloc-paths';
import { BlocPostCard } from './bloc-post-card';

/** The Bloc tab of a creator's page (/{page_url}/pixel-bloc): their posts, newest first. */
export function BlocTab() {
  const { t } = useTranslation();
  const { profile, creator } = useCreatorPageContext();
  const { list: posts, queryKey: listKey } = useBlocPosts(profile.page_url);
  const queryClient = useQueryClient();
  const items = posts.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <CreatorTabSection
      title={t('bloc.tab.title')}
      action={
        profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/bloc" variant="light" size="sm">
            {t('bloc.tab.manage')}
          </Button>
        )
      }
    >
      {posts.isPending ? (
        <ListSkeleton label={t('bloc.tab.loading')} rows={3} height={120} />
      ) : posts.isError ? (
        <LoadError title={null} onRetry={() => void posts.refetch()}>
          {t('bloc.tab.loadError')}
        </LoadError>
      ) : items.length === 0 ? (
        <NothingHereYet>{t('bloc.tab.empty', { name: profile.page_name })}</NothingHereYet>
      ) : (
        <>
          {items.map((post) => (
            <BlocPostCard
              key={post.id}
              post={post}
              pageUrl={profile.page_url}
              creatorName={profile.page_name}
              postPath={blocPostPath(profile.page_url, post.id)}
              onSupport={() => openModal('support-me', { creator })}
              onReactionsChange={(totals) =>
                queryClient.setQueryData(listKey, (list) =>
                  withItem(list, post.id, (item) => ({ ...item, reactions: totals })),
                )
              }
            />
          ))}
          <LoadMoreButton list={posts} />
        </>
      )}
    </CreatorTabSection>
  );
}
