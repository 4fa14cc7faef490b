import { Center, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { FREE_PRICE_ID, type PhotoType, type PriceTier } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { notifySuccess } from '@/lib/notifications';
import { usePrices } from '../api/get-prices';
import type { DraftPrice } from '../lib/post-draft';
import { useUpdateContentSettings } from '../api/update-content-settings';
import { priceSearchDebounceMs, sanitizePriceSearch } from '../lib/price-search';
import { LoadMoreButton } from '@/components/ui/list-states';
import { useTranslation } from '../texts';

export type SetContentPriceModalProps = {
  selectedPriceId?: number;
  /**
   * The post's price now, when it has one: listed with the tiers, chosen, even when it is not among the
   * suggested ones the modal opens on (₱20) or is on a later page of them.
   */
  selectedPrice?: DraftPrice | null;
  /** A post being made or edited: the tier chosen goes back to it. */
  onSelect?: (tier: PriceTier) => void;
  /** A post already made: the tier chosen is saved at once (PUT /v1/user/content/images/settings). */
  target?: { type: PhotoType; id: string };
};

// the free tier comes first, whatever order the pages arrive in, then the post's own price when the pages
// have not brought it
const freeFirst = (tiers: PriceTier[], current: PriceTier | null) => [
  ...tiers.filter((tier) => tier.price_id === FREE_PRICE_ID),
  ...(current && !tiers.some((tier) => tier.price_id === current.price_id) ? [current] : []),
  ...tiers.filter((tier) => tier.price_id !== FREE_PRICE_ID),
];

/** Set Content Price (spec §2): the tiers, 15 a page, searchable by amount. */
export function SetContentPriceModal({
  context,
  id,
  innerProps,
}: ContextModalProps<SetContentPriceModalProps>) {
  const { t } = useTranslation();
  const { selectedPriceId, selectedPrice, onSelect, target } = innerProps;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, priceSearchDebounceMs);
  const prices = usePrices(debouncedSearch);
  const current: PriceTier | null =
    selectedPrice && !debouncedSearch ? { ...selectedPrice, description: null, is_suggested: false } : null;
  const tiers = freeFirst(prices.data?.pages.flatMap((page) => page.data) ?? [], current);
  const settings = useUpdateContentSettings({
    mutationConfig: {
      onSuccess: () => {
        notifySuccess(t('common.successfullyUpdated'));
        context.closeModal(id);
      },
    },
  });

  const choose = (tier: PriceTier) => {
    if (target) {
      settings.mutate({ content_type: target.type, id: target.id, price_id: tier.price_id });
      return;
    }
    onSelect?.(tier);
    context.closeModal(id);
  };

  return (
    <Stack gap="md">
      <ModalHeading>{t('content.setPrice.title')}</ModalHeading>
      <TextInput
        label={t('content.setPrice.search')}
        placeholder={t('content.setPrice.searchPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(sanitizePriceSearch(event.currentTarget.value))}
      />
      {prices.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('content.setPrice.loading')} />
        </Center>
      ) : prices.isError ? (
        <LoadError onRetry={() => void prices.refetch()} />
      ) : tiers.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('content.setPrice.none')}
        </Text>
      ) : (
        <Stack gap={6} mah={360} style={{ overflowY: 'auto' }} p={2}>
          <Stack gap={6} role="list" aria-label={t('content.setPrice.list')}>
            {tiers.map((tier) => {
              const selected = tier.price_id === (selectedPriceId ?? FREE_PRICE_ID);
              return (
                <div role="listitem" key={tier.price_id}>
                  <UnstyledButton
                    w="100%"
                    px="md"
                    py="sm"
                    aria-pressed={selected}
                    disabled={settings.isPending}
                    onClick={() => choose(tier)}
                    style={{
                      borderRadius: 'var(--mantine-radius-md)',
                      border: `1px solid var(--mantine-color-${selected ? 'pixel-6' : 'gray-3'})`,
                      background: selected ? 'var(--mantine-color-pixel-0)' : undefined,
                    }}
                  >
                    <Text fw={800}>{tier.price_label}</Text>
                    <Text fz="sm" c="dimmed">
                      {/* the free tier's name is the product's in English: said in the reader's words */}
                      {tier.price_id === FREE_PRICE_ID ? t('content.setPrice.free') : tier.name}
                    </Text>
                  </UnstyledButton>
                </div>
              );
            })}
          </Stack>
          <LoadMoreButton list={prices} size="xs" />
        </Stack>
      )}
    </Stack>
  );
}
