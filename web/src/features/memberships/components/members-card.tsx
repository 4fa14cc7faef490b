import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { formatCount, formatMoney } from '@/lib/money';
import { useMembershipSummary } from '../api/get-membership-summary';
import { useOwnTiers } from '../api/get-tiers';
import { useTranslation } from '../texts';

/**
 * The dashboard's members in figures: active members and what they pay a month, with a link to the Members
 * page. Nothing at all for a creator without tiers (nor while that is not known). `flex`: its share of a row.
 */
export function MembersCard({ flex }: { flex?: string }) {
  const { t } = useTranslation();
  const tiers = useOwnTiers();
  const hasTiers = (tiers.data?.data.length ?? 0) > 0;
  const summary = useMembershipSummary({ enabled: hasTiers });
  if (!hasTiers) return null;
  const data = summary.data?.data;
  return (
    <Paper component="section" withBorder radius="lg" p="lg" flex={flex} aria-labelledby="members-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="members-heading">
          {t('memberships.members')}
        </Title>
        {summary.isError ? (
          <LoadError onRetry={() => void summary.refetch()} />
        ) : !data ? (
          <Skeleton h={112} role="status" aria-label={t('memberships.membersCard.loading')} />
        ) : (
          <Group gap="xl" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
            <div>
              <Text c="dimmed" fz="sm">
                {t('memberships.membersCard.active')}
              </Text>
              <Text fw={800} fz="xl">
                {formatCount(data.active_members)}
              </Text>
            </div>
            <div>
              <Text c="dimmed" fz="sm">
                {t('memberships.membersCard.mrr')}
              </Text>
              <Text fw={800} fz="xl">
                {formatMoney(data.monthly_recurring_revenue)}
              </Text>
            </div>
          </Group>
        )}
        <Text c="dimmed" fz="sm">
          {t('memberships.membersCard.mrrHint')}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/dashboard/creator-hub/members" fw={600} py={10}>
            {t('memberships.membersCard.seeAll')}
          </Anchor>
          <Anchor component={Link} to="/dashboard/creator-hub/memberships" fw={600} py={10}>
            {t('memberships.myTiers')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
