import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Membership } from '@pixel/contract';
import { ListSkeleton } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useCancelMembership } from '../api/cancel-membership';
import { useMyMemberships } from '../api/get-my-memberships';
import { useSetAutoRenew } from '../api/set-auto-renew';
import { useTranslation } from '../texts';
import { MembershipCard } from './membership-card';
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
  const cancel = useCancelMembership();
  const autoRenew = useSetAutoRenew();
  useMembershipLinks();

  const askToCancel = (membership: Membership) =>
    openModal('confirm', {
      title: t('membershipsSupporter.page.cancelTitle'),
      message: t('membershipsSupporter.page.cancelMessage', {
        name: membership.creator.page_name,
        date: formatDate(membership.ends_at),
      }),
      confirmLabel: t('membershipsSupporter.page.cancelConfirm'),
      cancelLabel: t('membershipsSupporter.page.cancelKeep'),
      danger: true,
      onConfirm: async () => {
        await cancel.mutateAsync({ membershipId: membership.id });
        notifySuccess(
          t('membershipsSupporter.page.cancelledMessage', { date: formatDate(membership.ends_at) }),
          t('membershipsSupporter.page.cancelledTitle'),
        );
      },
    });

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
                onCancel: () => askToCancel(membership),
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
    </Stack>
  );
}
