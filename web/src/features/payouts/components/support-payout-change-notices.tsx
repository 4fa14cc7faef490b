import { Anchor, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { supportEmail, type SupportPayoutChange } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { useSupportPayoutChanges } from '../api/get-support-payout-changes';
import { Detail, DetailList } from './account-details';

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
            PIXEL support changed your payout {change.kind === 'bank' ? 'bank' : 'number'}
          </Title>
          <Text fz="sm" c="dimmed">
            Entered <DateTimeText iso={change.created_at} />
          </Text>
        </div>
        {/* on a wide card a value stays near its label */}
        <Box maw={480}>
          <DetailList>
            {change.kind === 'bank' ? (
              <>
                <Detail label="Bank name">{change.bank_name}</Detail>
                <Detail label="Account name">{change.account_name}</Detail>
                <Detail label="Account number">{change.account_number}</Detail>
              </>
            ) : (
              <Detail label="New mobile number" whole>
                {change.mobile_number}
              </Detail>
            )}
          </DetailList>
        </Box>
        <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
          <Text span inherit c="dimmed">
            Support&apos;s reason:
          </Text>{' '}
          {change.reason}
        </Text>
        <Text fz="sm">
          We sent a code to <SentTo challenge={change.otp} />. Type it to make the change. Nothing changes
          until you do.
        </Text>
        <Text fz="sm" fw={600}>
          If you did not ask PIXEL support for this, do not type the code, and write to{' '}
          <Anchor href={`mailto:${supportEmail}`} inherit>
            {supportEmail}
          </Anchor>
          .
        </Text>
        <Button
          size="sm"
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          onClick={onConfirm}
        >
          Confirm change
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
