import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Membership } from '@pixel/contract';
import { DiscordLinkCard, TelegramInvitesCard } from '@/features/community';
import { ListSkeleton } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/dates';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useMyMemberships } from '../api/get-my-memberships';
import { useResumeMembership } from '../api/resume-membership';
import { useSetAutoRenew } from '../api/set-auto-renew';
import { i18n } from '../link-texts';
import { useTranslation } from '../texts';
import { MembershipCard } from './membership-card';
import { StayOrGoModal } from './stay-or-go-modal';
import { useMembershipLinks } from './use-membership-links';
import { useRenew } from './use-renew';

const pagePath = '/dashboard/memberships';

function NoMembershipsYet() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} fz="lg">
          {t('membershipsSupporter.page.emptyTitle')}
        </Text>
        <Text c="dimmed" maw={460}>
          {t('membershipsSupporter.page.emptyText')}
        </Text>
        <Button component={Link} to="/explore" variant="gradient" mih={44}>
          {t('membershipsSupporter.page.explore')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** My memberships: each creator the supporter is a member of, how it renews, and Renew, Cancel, Change tier. */
export function MyMembershipsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('membershipsSupporter.page.title'));
  const memberships = useMyMemberships();
  const { renew, renewing } = useRenew(pagePath);
  const autoRenew = useSetAutoRenew();
  // Cancel and Pause ask first, with what staying offers (decision 0150)
  const [asking, setAsking] = useState<{ membership: Membership; mode: 'cancel' | 'pause' } | null>(null);
  const resume = useResumeMembership({
    mutationConfig: {
      onSuccess: ({ data }) =>
        notifySuccess(
          i18n.t('membershipLinks.card.resumedMessage', { date: formatDate(data.ends_at) }),
          i18n.t('membershipLinks.card.resumedTitle'),
        ),
      onError: (error) => handleApiError(error),
    },
  });
  useMembershipLinks();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('membershipsSupporter.page.title')}</Title>
      {memberships.isPending ? (
        <ListSkeleton label={t('membershipsSupporter.page.loading')} rows={2} height={180} />
      ) : memberships.isError ? (
        <LoadError onRetry={() => void memberships.refetch()}>
          {t('membershipsSupporter.page.loadError')}
        </LoadError>
      ) : memberships.data.length === 0 ? (
        <NoMembershipsYet />
      ) : (
        <Stack gap="sm">
          {memberships.data.map((membership) => (
            <MembershipCard
              key={membership.id}
              membership={membership}
              actions={{
                onRenew: () => renew(membership.id),
                renewing: renewing === membership.id,
                onCancel: () => setAsking({ membership, mode: 'cancel' }),
                onPause: () => setAsking({ membership, mode: 'pause' }),
                onResume: () => resume.mutate({ membershipId: membership.id }),
                resuming: resume.isPending && resume.variables?.membershipId === membership.id,
                onChangeTier: () =>
                  openModal('change-membership-tier', {
                    membershipId: membership.id,
                    pageUrl: membership.creator.page_url,
                    currentTierId: membership.tier.id,
                    returnPath: pagePath,
                  }),
                onAutoRenew: (on) => autoRenew.mutate({ membershipId: membership.id, autoRenew: on }),
                savingAutoRenew: autoRenew.isPending && autoRenew.variables?.membershipId === membership.id,
              }}
            />
          ))}
        </Stack>
      )}
      <TelegramInvitesCard />
      <DiscordLinkCard />
      {asking && (
        <StayOrGoModal
          key={`${asking.membership.id}-${asking.mode}`}
          membership={asking.membership}
          mode={asking.mode}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
