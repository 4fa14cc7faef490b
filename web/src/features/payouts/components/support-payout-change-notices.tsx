import { Anchor, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { supportEmail, type SupportPayoutChange } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { useSupportPayoutChanges } from '../api/get-support-payout-changes';
import { Detail, DetailList } from './account-details';
import { Trans, useTranslation } from '../texts';

/** Where the code went: a masked number reads as one piece, a long address may break anywhere. */
function SentTo({ challenge }: { challenge: SupportPayoutChange['otp'] }) {
  return (
    <Text
      span
      inherit
      fw={700}
      style={challenge.otp_mode === 'sms' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
    >
      {challenge.sent_to}
    </Text>
  );
}

/** One change support entered: what it is, why, where the code went, and a warning for who did not ask. */
function SupportPayoutChangeNotice({
  change,
  onConfirm,
}: {
  change: SupportPayoutChange;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'sm', xs: 'md' }}
      bg="orange.0"
      // the orange edge marks it apart from the accounts: money would go somewhere else once it is confirmed
      style={{ borderColor: 'var(--mantine-color-orange-6)', borderInlineStartWidth: 4 }}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id={titleId}>
            {change.kind === 'bank'
              ? t('payouts.supportChange.titleBank')
              : t('payouts.supportChange.titleNumber')}
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans
              i18nKey="payouts.supportChange.entered"
              components={{ time: <DateTimeText iso={change.created_at} /> }}
            />
          </Text>
        </div>
        {/* on a wide card a value stays near its label */}
        <Box maw={480}>
          <DetailList>
            {change.kind === 'bank' ? (
              <>
                <Detail label={t('payouts.bankAccount.bankName')}>{change.bank_name}</Detail>
                <Detail label={t('payouts.accountName')}>{change.account_name}</Detail>
                <Detail label={t('payouts.accountNumber')}>{change.account_number}</Detail>
              </>
            ) : (
              <Detail label={t('payouts.supportChange.newMobile')} whole>
                {change.mobile_number}
              </Detail>
            )}
          </DetailList>
        </Box>
        <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
          <Text span inherit c="dimmed">
            {t('payouts.supportChange.reason')}
          </Text>{' '}
          {change.reason}
        </Text>
        <Text fz="sm">
          <Trans
            i18nKey="payouts.supportChange.codeSent"
            components={{ to: <SentTo challenge={change.otp} /> }}
          />
        </Text>
        <Text fz="sm" fw={600}>
          <Trans
            i18nKey="payouts.supportChange.notYou"
            values={{ email: supportEmail }}
            components={{ email: <Anchor href={`mailto:${supportEmail}`} inherit /> }}
          />
        </Text>
        <Button
          size="sm"
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          onClick={onConfirm}
        >
          {t('payouts.supportChange.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The payout changes PIXEL support entered that wait for the creator's code (decision 0101), one notice
 * each; nothing while there are none, or while the list cannot be read, as the screen works without it.
 */
export function SupportPayoutChangeNotices({
  onConfirm,
}: {
  onConfirm: (change: SupportPayoutChange) => void;
}) {
  const changes = useSupportPayoutChanges();
  if (!changes.data?.length) return null;
  return (
    <Stack gap="sm">
      {changes.data.map((change) => (
        <SupportPayoutChangeNotice key={change.id} change={change} onConfirm={() => onConfirm(change)} />
      ))}
    </Stack>
  );
}
