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
import { useTranslation } from '../texts';

// a finger's height on a phone, the usual size from the small-screen breakpoint up
const tapHeight = { base: 44, sm: 'auto' } as const;

function TierActions({ tier }: { tier: MembershipTier }) {
  const { t } = useTranslation();
  const archiveTier = useArchiveTier();
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="sm"
        mih={tapHeight}
        aria-label={t('memberships.myTiersPage.editTier', { name: tier.name })}
        onClick={() => openModal('tier-form', { tier })}
      >
        {t('memberships.myTiersPage.edit')}
      </Button>
      <Button
        variant="light"
        color="red"
        size="sm"
        mih={tapHeight}
        aria-label={t('memberships.myTiersPage.archiveTier', { name: tier.name })}
        onClick={() =>
          openModal('confirm', {
            title: t('memberships.myTiersPage.archiveTitle'),
            message: t('memberships.myTiersPage.archiveMessage', { name: tier.name }),
            confirmLabel: t('memberships.myTiersPage.archive'),
            cancelLabel: t('common.cancel'),
            danger: true,
            onConfirm: async () => {
              await archiveTier.mutateAsync(tier.id);
              notifySuccess(t('memberships.myTiersPage.archivedToast'));
            },
          })
        }
      >
        {t('memberships.myTiersPage.archive')}
      </Button>
    </Group>
  );
}

/** /dashboard/creator-hub/memberships: the creator's tiers, to add, edit, reorder and archive. */
export function MyTiersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('memberships.myTiers'));
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
            {t('memberships.creatorHub')}
          </Text>
          <Title order={1}>{t('memberships.myTiers')}</Title>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/dashboard/creator-hub/members" variant="default" mih={tapHeight}>
            {t('memberships.members')}
          </Button>
          <Button
            variant="gradient"
            mih={tapHeight}
            disabled={!tiers.data || full}
            aria-describedby={full ? 'tier-limit' : undefined}
            onClick={() => openModal('tier-form', {})}
          >
            {t('memberships.myTiersPage.addTier')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed">{t('memberships.myTiersPage.intro')}</Text>
      {full && (
        <Text fz="sm" id="tier-limit">
          {t('memberships.myTiersPage.limit', { count: tierLimits.perCreator })}
        </Text>
      )}
      {tiers.isError ? (
        <LoadError onRetry={() => void tiers.refetch()} />
      ) : !tiers.data ? (
        <ListSkeleton label={t('memberships.myTiersPage.loading')} rows={2} height={180} />
      ) : all.length === 0 ? (
        <NothingHereYet>{t('memberships.myTiersPage.empty')}</NothingHereYet>
      ) : (
        <>
          {current.length > 1 && (
            <Text fz="sm" c="dimmed">
              {t('memberships.myTiersPage.orderHint')}
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
