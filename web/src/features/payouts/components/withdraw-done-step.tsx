import { Anchor, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { parseCentavos, type Payout } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { formatManilaParts } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Trans, useTranslation } from '../texts';
import { money, MoneyRow } from './money-row';

/**
 * A payout that does not go at once: a first payout waits for its review until a set time (decision
 * 0107), one PIXEL holds waits for a look. Said so the creator knows nothing is wrong and nothing is asked.
 */
function WhenItIsSent({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  if (payout.on_hold) {
    return (
      <Paper radius="md" p="md" w="100%" bg="var(--mantine-color-gray-0)" role="note">
        <Text fw={700}>{t('payouts.success.checkingTitle')}</Text>
        <Text fz="sm">{t('payouts.success.checkingText')}</Text>
      </Paper>
    );
  }
  if (!payout.review_until) return null;
  const { date, time } = formatManilaParts(payout.review_until);
  const strong = <Text span fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }} />;
  return (
    <Paper radius="md" p="md" w="100%" bg="var(--mantine-color-pixel-0)" role="note">
      <Text fw={700}>{t('payouts.success.reviewTitle')}</Text>
      <Text fz="sm">
        <Trans i18nKey="payouts.success.reviewText" values={{ date, time }} components={{ strong }} />
      </Text>
    </Paper>
  );
}

/** 'Payout Successfully', or 'Payout Request Submitted' while it waits: what left, to where, and its cost. */
export function WithdrawDoneStep({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const { t } = useTranslation();
  // past ₱500,000 paid out this year, PIXEL withholds tax for the BIR (decision 0109)
  const withheld = parseCentavos(payout.withholding) ?? 0;
  return (
    <Stack align="center" gap="md">
      <ThemeIcon size={72} radius="xl" color="teal" variant="light" aria-hidden="true">
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      {/* a payout that waits for a look or its review is asked for, not done */}
      <ModalHeading>
        {t(
          payout.on_hold || payout.review_until ? 'payouts.success.submittedTitle' : 'payouts.success.title',
        )}
      </ModalHeading>
      <Text c="dimmed" ta="center">
        {t('payouts.success.text')}
      </Text>
      <WhenItIsSent payout={payout} />
      <Paper withBorder radius="md" p="md" w="100%">
        <Stack gap={6} component="dl" m={0}>
          <MoneyRow label={t('payouts.success.reference')}>{payout.reference}</MoneyRow>
          <MoneyRow label={t('payouts.success.sentTo')}>
            {payout.bank_details.name} · {payout.account_number}
          </MoneyRow>
          <MoneyRow label={t('payouts.success.amount')}>{formatMoney(payout.amount)}</MoneyRow>
          {withheld > 0 && (
            <>
              <MoneyRow label={t('payouts.success.taxWithheld')}>{formatMoney(payout.withholding)}</MoneyRow>
              <MoneyRow label={t('payouts.success.accountReceives')}>
                {money((parseCentavos(payout.amount) ?? 0) - withheld)}
              </MoneyRow>
            </>
          )}
          <MoneyRow label={t('payouts.withdraw.fee')}>
            {Number(payout.fee) === 0 ? t('common.free') : formatMoney(payout.fee)}
          </MoneyRow>
          <MoneyRow label={t('payouts.withdraw.totalDeducted')} total>
            {formatMoney(payout.total_amount)}
          </MoneyRow>
        </Stack>
      </Paper>
      <Button fullWidth size="md" onClick={onDone} data-autofocus>
        {t('common.done')}
      </Button>
      <Anchor component={Link} to="/dashboard/transactions/history?tab=payout" onClick={onDone} fz="sm">
        {t('payouts.success.history')}
      </Anchor>
    </Stack>
  );
}
