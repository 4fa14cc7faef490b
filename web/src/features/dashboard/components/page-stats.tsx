import { Group, Skeleton, Text } from '@mantine/core';
import { useProfile } from '@/features/creator-page';
import { formatCount } from '@/lib/money';
import { useTranslation } from '../texts';

/** The creator's Supporters and followers, as their public page shows them (GET /v1/profile/{page_url}). */
export function PageStats({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();
  const profile = useProfile(pageUrl);
  if (!profile.data) return profile.isError ? null : <Skeleton height={20} width={200} />;
  const { donation_count: supporters, follower_count: followers } = profile.data;
  return (
    <Group gap="lg" aria-label={t('dashboard.pageLink.pageCounts')} role="group">
      <Text fz="sm">
        <Text span fw={800}>
          {formatCount(supporters)}
        </Text>{' '}
        <Text span c="dimmed">
          {t(supporters === 1 ? 'common.supporter' : 'common.supporters')}
        </Text>
      </Text>
      <Text fz="sm">
        <Text span fw={800}>
          {formatCount(followers)}
        </Text>{' '}
        <Text span c="dimmed">
          {t(followers === 1 ? 'common.follower' : 'common.followers')}
        </Text>
      </Text>
    </Group>
  );
}
