import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UserBank } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/features/auth';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useEnableBank } from '../api/enable-bank';
import { useUserBanks } from '../api/get-user-banks';
import { displayMobileNumber } from '../lib/mobile-number';
import { SupportPayoutChanges } from './support-payout-changes';
import { useTranslation } from '../texts';

// the account's text takes the row; the buttons move under it when both do not fit (a 320 px phone)
const accountText = { flex: '1 1 9rem', minWidth: 0, overflowWrap: 'break-word' } as const;
const actions = { flexShrink: 0, marginInlineStart: 'auto' } as const;

function BankRow({ bank, onEnable, enabling }: { bank: UserBank; onEnable: () => void; enabling: boolean }) {
  const { t } = useTranslation();
  const active = !bank.is_disabled;
  return (
    <Group component="li" justify="space-between" align="center" gap="sm">
      <Stack gap={0} style={accountText}>
        <Text fw={700}>{bank.bank_details.name}</Text>
        <Text fz="sm" c="dimmed">
          {bank.account_name} · {bank.account_number}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" style={actions}>
        {active ? (
          <Badge color="teal.9" variant="outline" style={{ flexShrink: 0 }}>
            {t('payouts.accounts.active')}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={enabling}
            onClick={onEnable}
            aria-label={t('payouts.accounts.enableLabel', {
              bank: bank.bank_details.name,
              number: bank.account_number,
            })}
          >
            {t('payouts.accounts.enable')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() => openModal('bank-account', { bank })}
          aria-label={t('payouts.accounts.viewLabel', {
            bank: bank.bank_details.name,
            number: bank.account_number,
          })}
        >
          {t('payouts.accounts.view')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The payout accounts: a change support entered that waits for the creator's code, the linked e-payment
 * account (or a way to link one) and the banks, exactly one of them active.
 */
export function PayoutAccountsCard() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const banks = useUserBanks();
  const enable = useEnableBank({
    mutationConfig: { onSuccess: () => notifySuccess(t('common.successfullyUpdated')) },
  });
  const linked = user?.linked_account ?? null;

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="payout-accounts-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="payout-accounts-title">
          {t('payouts.accounts.title')}
        </Title>
        <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={() => openModal('add-bank')}>
          {t('payouts.options.addBank')}
        </Button>
      </Group>

      <Stack gap="md">
        <SupportPayoutChanges />

        {linked ? (
          <Group justify="space-between" gap="sm">
            <Stack gap={0} style={accountText}>
              <Text fw={700}>{t('payouts.directEPayment')}</Text>
              <Text fz="sm" c="dimmed">
                {linked.username}
                {linked.mobile_number && (
                  <>
                    {' · '}
                    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                      {displayMobileNumber(linked.mobile_number)}
                    </Text>
                  </>
                )}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="default"
              style={actions}
              onClick={() => openModal('linked-account', { account: linked })}
              aria-label={t('payouts.accounts.viewLinked')}
            >
              {t('payouts.accounts.view')}
            </Button>
          </Group>
        ) : (
          // every creator can have the free payout, not only those who signed up through the provider
          <Group justify="space-between" gap="sm">
            <Stack gap={0} style={accountText}>
              <Text fw={700}>{t('payouts.directEPayment')}</Text>
              <Text fz="sm" c="dimmed">
                {t('payouts.accounts.linkForFree')}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              style={actions}
              onClick={() => openModal('link-e-payment')}
              aria-label={t('payouts.accounts.linkLabel')}
            >
              {t('payouts.accounts.link')}
            </Button>
          </Group>
        )}

        {banks.isPending ? (
          <Stack gap="sm" aria-busy="true" role="status" aria-label={t('payouts.options.loadingBanks')}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : banks.isError ? (
          <LoadError onRetry={() => void banks.refetch()}>{t('payouts.options.banksError')}</LoadError>
        ) : banks.data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('payouts.accounts.noBank')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('payouts.accounts.banks')}
          >
            {banks.data.map((bank) => (
              <BankRow
                key={`${bank.bank_details.slug}-${bank.account_number}`}
                bank={bank}
                enabling={enable.isPending && enable.variables.bank_slug === bank.bank_details.slug}
                onEnable={() => enable.mutate({ bank_slug: bank.bank_details.slug })}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
