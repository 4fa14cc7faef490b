import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { tierLimits, type MembershipTier } from '@pixel/contract';
import { ListSkeleton, NothingHereYet } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useOwnTiers } from '../api/get-tiers';
import { useArchiveTier, useOrderTiers } from '../api/save-tier';
import { MembershipSettingsCard } from './membership-settings-card';
import { SortableTiers } from './sortable-tiers';
import { TierCard } from './tier-card';

// a finger's height on a phone, the usual size from the small-screen breakpoint up
const tapHeight = { base: 44, sm: 'auto' } as const;

function TierActions({ tier }: { tier: MembershipTier }) {
  const archiveTier = useArchiveTier();
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="sm"
        mih={tapHeight}
        aria-label={`Edit ${tier.name}`}
        onClick={() => openModal('tier-form', { tier })}
      >
        Edit
      </Button>
      <Button
        variant="light"
        color="red"
        size="sm"
        mih={tapHeight}
        aria-label={`Archive ${tier.name}`}
        onClick={() =>
          openModal('confirm', {
            title: 'Archive this tier?',
            message: `Nobody new can join "${tier.name}". Its members keep it until their paid period ends.`,
            confirmLabel: 'Archive',
            danger: true,
            onConfirm: async () => {
              await archiveTier.mutateAsync(tier.id);
              notifySuccess('Tier archived.');
            },
          })
        }
      >
        Archive
      </Button>
    </Group>
  );
}

/** /dashboard/creator-hub/memberships: the creator's tiers, to add, edit, reorder and archive. */
export function MyTiersPage() {
  useDocumentTitle('My Tiers');
  const tiers = useOwnTiers();
  const orderTiers = useOrderTiers();
  const all = tiers.data?.data ?? [];
  const current = all.filter((tier) => tier.status !== 'archived');
  const archived = all.filter((tier) => tier.status === 'archived');
  const full = current.length >= tierLimits.perCreator;

  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            Creator hub
          </Text>
          <Title order={1}>My Tiers</Title>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/dashboard/creator-hub/members" variant="default" mih={tapHeight}>
            Members
          </Button>
          <Button
            variant="gradient"
            mih={tapHeight}
            disabled={!tiers.data || full}
            aria-describedby={full ? 'tier-limit' : undefined}
            onClick={() => openModal('tier-form', {})}
          >
            Add a tier
          </Button>
        </Group>
      </Group>
      <Text c="dimmed">
        Supporters back you every month: they pay a tier&apos;s price for 1, 3, 6 or 12 months and get its
        benefits.
      </Text>
      {full && (
        <Text fz="sm" id="tier-limit">
          You can have at most {tierLimits.perCreator} tiers. Archive one to add another.
        </Text>
      )}
      {tiers.isError ? (
        <LoadError onRetry={() => void tiers.refetch()} />
      ) : !tiers.data ? (
        <ListSkeleton label="Loading tiers" rows={2} height={180} />
      ) : all.length === 0 ? (
        <NothingHereYet>
          You have no tiers yet. Add one so supporters can back you every month.
        </NothingHereYet>
      ) : (
        <>
          {current.length > 1 && (
            <Text fz="sm" c="dimmed">
              Your page shows the tiers in this order. To move one, drag its handle, or focus it and use Space
              and the arrow keys.
            </Text>
          )}
          <SortableTiers
            tiers={current}
            actions={(tier) => <TierActions tier={tier} />}
            onReorder={(tierIds) => orderTiers.mutate(tierIds)}
          />
          {archived.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </>
      )}
      <MembershipSettingsCard />
    </Stack>
  );
}
