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
import { MembershipCard } from './membership-card';
import { useMembershipLinks } from './use-membership-links';
import { useRenew } from './use-renew';

const pagePath = '/dashboard/memberships';

function NoMembershipsYet() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} fz="lg">
          You are not a member of any creator yet.
        </Text>
        <Text c="dimmed" maw={460}>
          Creators with memberships show them on the Membership tab of their page: join one to back them every
          month.
        </Text>
        <Button component={Link} to="/explore" variant="gradient" mih={44}>
          Explore creators
        </Button>
      </Stack>
    </Paper>
  );
}

/** My memberships: each creator the supporter is a member of, how it renews, and Renew, Cancel, Change tier. */
export function MyMembershipsPage() {
  useDocumentTitle('My memberships');
  const memberships = useMyMemberships();
  const { renew, renewing } = useRenew(pagePath);
  const cancel = useCancelMembership();
  const autoRenew = useSetAutoRenew();
  useMembershipLinks();

  const askToCancel = (membership: Membership) =>
    openModal('confirm', {
      title: 'Cancel membership?',
      message: `Your membership of ${membership.creator.page_name} will not renew. You keep it until ${formatDate(membership.ends_at)}.`,
      confirmLabel: 'Cancel membership',
      cancelLabel: 'Keep membership',
      danger: true,
      onConfirm: async () => {
        await cancel.mutateAsync({ membershipId: membership.id });
        notifySuccess(
          `You keep your membership until ${formatDate(membership.ends_at)}.`,
          'Membership cancelled',
        );
      },
    });

  return (
    <Stack gap="lg">
      <Title order={1}>My memberships</Title>
      {memberships.isPending ? (
        <ListSkeleton label="Loading your memberships" rows={2} height={180} />
      ) : memberships.isError ? (
        <LoadError onRetry={() => void memberships.refetch()}>We could not load your memberships.</LoadError>
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
