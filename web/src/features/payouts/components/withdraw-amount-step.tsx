import { Alert, Anchor, Button, Checkbox, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { formatCentavos, payoutRules } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { ModalActions } from '@/components/ui/modal-actions';
import { PesoSign } from '@/components/ui/peso-sign';
import { StepUpField } from '@/features/two-factor';
import { IdentityRequiredPanel, RenewalDueNotice } from '@/features/verification';
import { localMessage } from '@/lib/form-messages';
import { formatMoney } from '@/lib/money';
import { displayMobileNumber } from '../lib/mobile-number';
import type { PayoutTarget } from '../lib/payout-target';
import { useTranslation } from '../texts';
import { Detail, DetailList } from './account-details';
import { money, MoneyRow } from './money-row';
import { payoutHelpPath } from './payout-over-limit-modal';
import type { WithdrawFlow } from './use-withdraw-flow';

export type WithdrawAmountStepProps = {
  target: PayoutTarget;
  flow: WithdrawFlow;
  /** Leaves for another screen (verification, help): the payout options below this modal close too. */
  onLeave: () => void;
};

function TargetSummary({ target }: { target: PayoutTarget }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Text fw={800} mb={6}>
        {target.method === 'direct' ? t('payouts.directEPayment') : t('payouts.standard')}
      </Text>
      <DetailList gap={6}>
        {target.method === 'direct' ? (
          <>
            <Detail label={t('payouts.accountName')}>{target.account_name}</Detail>
            <Detail label={t('payouts.mobileNumber')} whole>
              {displayMobileNumber(target.mobile_number) ?? t('common.notAvailable')}
            </Detail>
          </>
        ) : (
          <>
            <Detail label={t('payouts.bank')}>{target.bank_name}</Detail>
            <Detail label={t('payouts.accountName')}>{target.account_name}</Detail>
            <Detail label={t('payouts.accountNumber')}>{target.account_number}</Detail>
          </>
        )}
      </DetailList>
    </Paper>
  );
}

/** The amount, with the balance, where it goes, what it costs, and the app's code where it is asked. */
function AmountForm({ target, flow, onLeave }: WithdrawAmountStepProps) {
  const { t } = useTranslation();
  const { form, balance, fee, withdrawAll, receiveCentavos, wait } = flow;
  const { errors } = form.formState;

  return (
    <form onSubmit={flow.submit} noValidate>
      <Stack gap="md">
        <ModalHeading>{t('payouts.withdraw.title')}</ModalHeading>
        {flow.renewalDue && <RenewalDueNotice onNavigate={onLeave} />}

        <Paper radius="md" p="md" bg="var(--mantine-color-pixel-0)">
          <Text fz="sm" c="dimmed">
            {t('payouts.withdraw.availableBalance')}
          </Text>
          {balance.isPending ? (
            <Skeleton
              height={28}
              width="50%"
              mt={4}
              role="status"
              aria-label={t('payouts.withdraw.loadingBalance')}
            />
          ) : balance.isError ? (
            <Text fw={700}>{t('payouts.withdraw.balanceUnavailable')}</Text>
          ) : (
            <Text fz={28} fw={800} lh={1.2} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(balance.data.amount)}
            </Text>
          )}
        </Paper>

        <TargetSummary target={target} />
        {flow.accountError && (
          <Alert color="red" variant="light" role="alert" title={t('payouts.withdraw.cannotWithdrawHere')}>
            <Text fz="sm">{flow.accountError}</Text>
          </Alert>
        )}

        {withdrawAll ? (
          <TextInput
            key="withdraw-all"
            label={t('payouts.withdraw.amount')}
            leftSection={<PesoSign />}
            value={receiveCentavos === null ? '' : formatCentavos(receiveCentavos)}
            disabled
            error={localMessage(errors.amount?.message)}
            readOnly
          />
        ) : (
          <TextInput
            key="amount"
            label={t('payouts.withdraw.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            leftSection={<PesoSign />}
            error={localMessage(errors.amount?.message)}
            data-autofocus
            {...form.register('amount')}
          />
        )}
        <Checkbox
          label={t('payouts.withdraw.withdrawAll')}
          description={fee > 0 ? t('payouts.withdraw.feeFirst', { fee: money(fee) }) : undefined}
          {...form.register('withdraw_all', { onChange: () => form.clearErrors('amount') })}
        />

        <Paper withBorder radius="md" p="md">
          <Stack gap={6} component="dl" m={0}>
            <MoneyRow label={t('payouts.withdraw.youWillReceive')}>
              {receiveCentavos === null ? '—' : money(receiveCentavos)}
            </MoneyRow>
            <MoneyRow label={t('payouts.withdraw.fee')}>{fee === 0 ? t('common.free') : money(fee)}</MoneyRow>
            <MoneyRow label={t('payouts.withdraw.totalDeducted')} total>
              {receiveCentavos === null ? '—' : money(receiveCentavos + fee)}
            </MoneyRow>
          </Stack>
        </Paper>

        {target.method === 'standard' ? (
          <Text fz="sm" c="dimmed">
            {t('payouts.withdraw.standardNote', {
              fee: money(payoutRules.standardFee),
              cap: money(payoutRules.standardMonthlyCap),
            })}{' '}
            <Anchor component={Link} to={payoutHelpPath} onClick={onLeave}>
              {t('payouts.withdraw.learnMore')}
            </Anchor>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('payouts.withdraw.directFree')}
          </Text>
        )}

        <StepUpField stepUp={flow.stepUp} control={form.control} />

        {wait !== null && (
          <Alert color="yellow" variant="light" aria-live="polite">
            {wait}
          </Alert>
        )}

        <ModalActions>
          <Button
            type="submit"
            size="md"
            variant="gradient"
            fullWidth
            loading={flow.requesting}
            disabled={wait !== null}
          >
            {t('payouts.withdraw.requestOtp')}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}

/**
 * The first step: the panel that says why money may not leave yet where it may not, the form once the
 * checks before it have answered, a placeholder while they load.
 */
export function WithdrawAmountStep({ target, flow, onLeave }: WithdrawAmountStepProps) {
  const { t } = useTranslation();

  if (flow.refusal) {
    return (
      <Stack gap="lg">
        <ModalHeading>{t('payouts.withdraw.title')}</ModalHeading>
        <IdentityRequiredPanel refusal={flow.refusal} onNavigate={onLeave} />
      </Stack>
    );
  }

  if (flow.checking) {
    return (
      <Stack gap="md">
        <ModalHeading>{t('payouts.withdraw.title')}</ModalHeading>
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
          <Skeleton height={72} />
          <Skeleton height={96} />
          <Skeleton height={56} />
        </Stack>
      </Stack>
    );
  }

  return <AmountForm target={target} flow={flow} onLeave={onLeave} />;
}
