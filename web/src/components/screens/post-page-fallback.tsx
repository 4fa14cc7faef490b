import { Anchor, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { ContentNotAccessibleScreen } from './content-not-accessible-screen';
import { useTranslation } from '@/lib/translation';

/** The link at the top of a post's own page, back to the list the post belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fz="sm" fw={600}>
      {children}
    </Anchor>
  );
}

/**
 * A post's own page before it can show the post: the way back above a skeleton while it loads, or above
 * Try Again when it could not be loaded; Content not accessible when the post is gone (`isGone`).
 */
export function PostPageFallback({
  back,
  post,
  isGone,
  skeletonHeight,
}: {
  back: ReactNode;
  post: { isError: boolean; error: Error | null; refetch: () => unknown };
  isGone: (error: Error) => boolean;
  skeletonHeight: number;
}) {
  const { t } = useTranslation();
  if (post.isError) {
    if (post.error && isGone(post.error)) return <ContentNotAccessibleScreen />;
    return (
      <Stack gap="md">
        {back}
        <LoadError onRetry={() => void post.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t('shared.loadingPost')}>
      {back}
      <Skeleton height={skeletonHeight} radius="lg" />
    </Stack>
  );
}
