import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminHeldMessage } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { useDecideHeldMessage, type HeldMessageDecision } from '../api/held-messages';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

const wording = (gift: AdminHeldMessage) => ({
  approve: {
    title: 'Show this message as sent?',
    body:
      `The gift shows with its name and message wherever @${gift.creator_page_url}'s gifts show, as if ` +
      'the creator had approved it: its alert goes to their overlay now, and its question is asked if it is one.',
    confirm: 'Show as sent',
  },
  remove: {
    title: 'Remove the name and message?',
    body: 'The typed name and message are deleted for good. The gift shows without them and never alerts.',
    confirm: 'Remove name and message',
  },
});

/** Support's decision on a message a creator's filter held: either asks why (decision 0098). */
export function HeldMessageDecisionModal({
  deciding,
  onClose,
}: {
  /** The held gift and the decision asked for; null while the modal is closed. */
  deciding: { gift: AdminHeldMessage; decision: HeldMessageDecision } | null;
  onClose: () => void;
}) {
  const decide = useDecideHeldMessage();
  const { t } = useTranslation();
  // the last gift asked for stays written while the modal closes
  const [shown, setShown] = useState(deciding);
  if (deciding && deciding !== shown) setShown(deciding);
  const text = shown ? wording(shown.gift)[shown.decision] : null;

  return (
    <ReasonModal
      opened={deciding !== null}
      title={text?.title}
      summary={
        shown && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Group justify="space-between" align="baseline" gap="xs">
              <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {shown.gift.supporter_name}
              </Text>
              <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(shown.gift.amount)}
              </Text>
            </Group>
            <Text
              fz="sm"
              c={shown.gift.supporter_message ? undefined : 'dimmed'}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {shown.gift.supporter_message ?? 'No message: the name was held.'}
            </Text>
          </Paper>
        )
      }
      body={text?.body}
      reasonHint="Kept in the audit trail."
      confirm={text?.confirm}
      danger={shown?.decision === 'remove'}
      pending={decide.isPending}
      // a refusal (the creator or a colleague decided first) is said above the buttons; the list is read again
      submit={async (reason) => {
        const { gift, decision } = shown!;
        await decide.mutateAsync({ giftId: gift.id, decision, reason });
        return t(decision === 'approve' ? 'admin.done.messageShown' : 'admin.done.messageRemoved');
      }}
      onClose={onClose}
    />
  );
}
