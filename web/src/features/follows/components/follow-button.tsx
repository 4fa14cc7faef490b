import { Button } from '@mantine/core';
import type { PublicProfile } from '@pixel/contract';
import { useChangeRelation } from '../api/relations';
import { confirmRelation } from './confirm-relation';
import { useTranslation } from '@/lib/translation';

/**
 * Follow / Following on a creator's page (not on one's own). A visitor's Follow answers 401, which opens the
 * Login modal; Following asks before unfollowing.
 */
export function FollowButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const relation = useChangeRelation();
  if (profile.is_owner) return null;

  if (profile.is_following) {
    return (
      <Button
        size="md"
        variant="light"
        loading={relation.isPending}
        onClick={() => confirmRelation({ action: 'unfollow', person: profile, run: relation.mutateAsync })}
      >
        {t('common.following')}
      </Button>
    );
  }
  return (
    <Button
      size="md"
      variant="outline"
      loading={relation.isPending}
      onClick={() => relation.mutate({ action: 'follow', username: profile.page_url })}
    >
      {t('common.follow')}
    </Button>
  );
}
