import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { viewerMembership } from '@pixel/contract';
import { formatDate } from '@/lib/dates';
import { useTranslation } from '../texts';

type ViewerMembership = z.infer<typeof viewerMembership>;

/**
 * The viewer's own membership at the top of the Membership tab: what they are a member of and until when,
 * or, once it lapsed, Renew.
 */
export function ViewerMembership({
  membership,
  tierName,
  renewing,
  onRenew,
}: {
  membership: ViewerMembership;
  /** Null when the tier is no longer on the page (hidden or archived). */
  tierName: string | null;
  renewing: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const until = formatDate(membership.ends_at);
  const lapsed = membership.status === 'lapsed';
  const renew = (
    <Button variant="gradient" mih={44} loading={renewing} onClick={onRenew}>
      {t('membershipsSupporter.viewer.renew')}
    </Button>
  );
  return (
    <Paper withBorder radius="lg" p="md" bg={lapsed ? undefined : 'pixel.0'}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          {lapsed ? (
            <>
              <Text fw={700}>{t('membershipsSupporter.viewer.ended', { date: until })}</Text>
              <Text c="dimmed" fz="sm">
                {tierName ? `${tierName} · ` : ''}
                {t('membershipsSupporter.viewer.renewAgain')}
              </Text>
            </>
          ) : (
            <>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {tierName
                  ? t('membershipsSupporter.viewer.memberOfTier', { tier: tierName, date: until })
                  : t('membershipsSupporter.viewer.member', { date: until })}
              </Text>
              {membership.status === 'trial' && membership.trial_ends_at && (
                <Text fz="sm">
                  {t('membershipsSupporter.trial.endsOn', { date: formatDate(membership.trial_ends_at) })}
                </Text>
              )}
              {membership.status === 'paused' && (
                <Text fz="sm">{t('membershipsSupporter.viewer.paused')}</Text>
              )}
              {membership.status === 'grace' && (
                <Text fz="sm">{t('membershipsSupporter.viewer.renewalFailed')}</Text>
              )}
              <Anchor component={Link} to="/dashboard/memberships" fz="sm" fw={600} w="fit-content">
                {t('membershipsSupporter.viewer.manage')}
              </Anchor>
            </>
          )}
        </Stack>
        {(lapsed || membership.status === 'grace') && renew}
      </Group>
    </Paper>
  );
}
