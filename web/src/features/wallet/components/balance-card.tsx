import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { WalletIcon } from '@/components/ui/icons';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { useBalance } from '../api/get-balance';
import { LoadError } from '@/components/ui/load-error';
import { Trans, useTranslation } from '../texts';

function InfoIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

/** The wallet at a glance: what can be withdrawn now, and what is still pending. */
export function BalanceCard() {
  const { t } = useTranslation();
  const balance = useBalance();

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="balance-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <WalletIcon />
          <Title order={2} fz="lg" id="balance-title">
            {t('wallet.balance.title')}
          </Title>
        </Group>
        <Tooltip label={t('wallet.balance.information')} withArrow>
          <ActionIcon
            variant="subtle"
            radius="xl"
            size="lg"
            aria-label={t('wallet.balance.information')}
            onClick={() => openModal('balance-information')}
          >
            <InfoIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      {balance.isPending ? (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('wallet.balance.loading')}>
          <Skeleton height={36} width="60%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      ) : balance.isError ? (
        <LoadError title={null} onRetry={() => void balance.refetch()}>
          {t('wallet.balance.unableToLoad')}
        </LoadError>
      ) : (
        <Stack gap={4}>
          {/* smaller on a narrow phone, so a large balance stays on one line inside the card */}
          <Text fz="clamp(1.75rem, 9vw, 2.25rem)" fw={800} lh={1.15} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(balance.data.amount)}
          </Text>
          <Text c="dimmed" fz="sm">
            <Trans
              i18nKey="wallet.balance.pending"
              values={{ amount: formatMoney(balance.data.pending_amount) }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <Button
            w="fit-content"
            mt="sm"
            variant="gradient"
            // a tap on the server's drawing of it is repeated here (lib/early-taps.ts)
            data-tap="withdraw"
            onClick={() => openModal('select-payout-option')}
          >
            {t('wallet.balance.withdraw')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
