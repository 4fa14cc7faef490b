import { Group, Paper, Text } from '@mantine/core';
import { useState, type RefObject } from 'react';
import type { AdminReviewPayout } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { useChangePayout, type PayoutReviewChange } from '../api/payouts';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

const done = {
  hold: 'admin.done.payoutHeld',
  release: 'admin.done.payoutReleased',
  retry: 'admin.done.payoutRetried',
} as const;

const wording = (payout: AdminReviewPayout) => ({
  hold: {
    title: 'Hold this payout?',
    body: payout.review_until
      ? 'It is not sent when its review ends, however long it waits, until it is released. The creator is not told.'
      : 'It is not sent to the provider, however long it waits, until it is released. The creator is not told.',
    reasonHint: 'Shown with the hold, and kept in the audit trail.',
    confirm: 'Hold',
  },
  release: {
    title: 'Release this payout?',
    // a first payout in its review (decision 0107): released, it goes now, and their next ones are not reviewed
    body: payout.review_until
      ? "Its review ends now: the payout is sent to the provider at once, and the creator's next payouts are not reviewed."
      : 'The hold ends and the payout is sent to the provider at once.',
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Release',
  },
  retry: {
    title: 'Ask the provider again?',
    body: payout.provider_payout_id
      ? 'The provider is asked about this payout now, rather than at its next check.'
      : 'The payout is sent to the provider again now, under the same key, so it cannot be paid twice.',
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Ask again',
  },
});

/** Holding, releasing or asking the provider again about a payout (decision 0102): each asks why. */
export function PayoutReviewModal({
  changing,
  afterDecision,
  onClose,
}: {
  /** The payout and the change asked for; null while the modal is closed. */
  changing: { payout: AdminReviewPayout; change: PayoutReviewChange } | null;
  /** Takes the focus once a change closed the modal. */
  afterDecision?: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const changePayout = useChangePayout();
  const { t } = useTranslation();
  // the last payout asked for stays written while the modal closes
  const [shown, setShown] = useState(changing);
  if (changing && changing !== shown) setShown(changing);
  const text = shown ? wording(shown.payout)[shown.change] : null;

  return (
    <ReasonModal
      opened={changing !== null}
      title={text?.title}
      summary={
        shown && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Group justify="space-between" align="baseline" gap="xs">
              <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {shown.payout.reference}
              </Text>
              <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(shown.payout.amount)}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              @{shown.payout.page_url} to {shown.payout.bank_name} {shown.payout.account_number}
            </Text>
          </Paper>
        )
      }
      body={text?.body}
      reasonHint={text?.reasonHint}
      confirm={text?.confirm}
      danger={shown?.change === 'hold'}
      pending={changePayout.isPending}
      // a refusal (the provider took it meanwhile, held already) is said above the buttons; the list is read again
      submit={async (reason) => {
        const { change } = shown!;
        await changePayout.mutateAsync({ reference: shown!.payout.reference, change, reason });
        return t(done[change]);
      }}
      afterDecision={afterDecision}
      onClose={onClose}
    />
  );
}
