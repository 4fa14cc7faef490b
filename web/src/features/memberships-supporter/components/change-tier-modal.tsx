import { Alert, Badge, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { parseCentavos } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { ModalActions } from '@/components/ui/modal-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { useChangeTier } from '../api/change-tier';
import { usePublicTiers } from '../api/get-public-tiers';
import { membershipRedirectUrls } from '../api/redirect-urls';
import { useTranslation } from '../texts';

export type ChangeTierModalProps = {
  membershipId: string;
  /** The creator whose tiers are listed. */
  pageUrl: string;
  currentTierId: string;
  /** The tier chosen already, e.g. from the creator page's Change to this tier. */
  tierId?: string;
  /** Where an upgrade's checkout comes back to. */
  returnPath: string;
};

/**
 * Change tier: the creator's tiers; an upgrade pays the difference for the days left now and applies at
 * once, a downgrade applies at the next renewal.
 */
export function ChangeTierModal({ context, id, innerProps }: ContextModalProps<ChangeTierModalProps>) {
  const { t } = useTranslation();
  const { membershipId, pageUrl, currentTierId, returnPath } = innerProps;
  const tiers = usePublicTiers(pageUrl);
  const [tierId, setTierId] = useState<string | null>(
    innerProps.tierId && innerProps.tierId !== currentTierId ? innerProps.tierId : null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const close = () => context.closeModal(id);

  const change = useChangeTier({
    mutationConfig: {
      onSuccess: ({ data }) => {
        if (data.link_url) {
          setLeaving(true);
          window.location.assign(data.link_url);
          return;
        }
        const next = data.membership.next_tier?.name ?? data.membership.tier.name;
        notifySuccess(
          t('membershipsSupporter.change.changedMessage', { tier: next }),
          t('membershipsSupporter.change.changedTitle'),
        );
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
          setRefusal(Object.values(error.errors).flat()[0] ?? error.message);
          return;
        }
        handleApiError(error);
      },
    },
  });

  const list = tiers.data?.tiers ?? [];
  const current = list.find((tier) => tier.id === currentTierId);
  const chosen = list.find((tier) => tier.id === tierId);
  const currentPrice = current ? (parseCentavos(current.price) ?? 0) : null;
  const chosenPrice = chosen ? (parseCentavos(chosen.price) ?? 0) : null;
  // a tier no dearer than the current one waits for the renewal
  const upgrade = chosenPrice !== null && (currentPrice === null || chosenPrice > currentPrice);
  const busy = change.isPending || leaving;

  const submit = () => {
    if (!tierId || busy) return;
    setRefusal(null);
    change.mutate({ membershipId, tierId, redirects: membershipRedirectUrls(returnPath) });
  };

  return (
    <Stack gap="md">
      <ModalHeading ta="left">{t('membershipsSupporter.change.title')}</ModalHeading>
      <Text c="dimmed">{t('membershipsSupporter.change.intro')}</Text>
      {refusal && (
        <Alert color="red" variant="light">
          {refusal}
        </Alert>
      )}
      {tiers.isError ? (
        <LoadError onRetry={() => void tiers.refetch()}>
          {t('membershipsSupporter.change.loadError')}
        </LoadError>
      ) : !tiers.data ? (
        <Loader mx="auto" role="status" aria-label={t('membershipsSupporter.change.loading')} />
      ) : (
        <Radio.Group label={t('membershipsSupporter.change.tier')} value={tierId} onChange={setTierId}>
          <Stack gap="xs" mt="xs">
            {list.map((tier) => {
              const isCurrent = tier.id === currentTierId;
              return (
                <Radio.Card
                  key={tier.id}
                  value={tier.id}
                  disabled={isCurrent}
                  radius="md"
                  p="sm"
                  mih={44}
                  style={isCurrent ? { opacity: 0.75, cursor: 'default' } : undefined}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator disabled={isCurrent} />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {tier.name}
                      </Text>
                      <Text fz="sm">
                        {t('membershipsSupporter.change.price', { price: formatMoney(tier.price) })}
                      </Text>
                      {/* under the price, not beside the name: on a phone the name keeps the card's width and
                          breaks between its words */}
                      {isCurrent && (
                        <Badge variant="light" mt={4} miw="max-content">
                          {t('membershipsSupporter.change.current')}
                        </Badge>
                      )}
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {chosen && (
        <Text fz="sm" data-testid="change-tier-effect">
          {upgrade
            ? t('membershipsSupporter.change.upgradeEffect', { tier: chosen.name })
            : current
              ? t('membershipsSupporter.change.downgradeEffectKeep', {
                  tier: chosen.name,
                  current: current.name,
                })
              : t('membershipsSupporter.change.downgradeEffect', { tier: chosen.name })}
        </Text>
      )}
      <ModalActions>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} disabled={busy} onClick={close}>
            {t('membershipsSupporter.change.cancel')}
          </Button>
          <Button variant="gradient" mih={44} disabled={!chosen} loading={busy} onClick={submit}>
            {t(
              !chosen
                ? 'membershipsSupporter.change.submit'
                : upgrade
                  ? 'membershipsSupporter.change.continue'
                  : 'membershipsSupporter.change.atRenewal',
            )}
          </Button>
        </Group>
      </ModalActions>
    </Stack>
  );
}
