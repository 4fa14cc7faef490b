import { useState, type RefObject } from 'react';
import type { RefundRequest } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { useDecideRefundRequest, type RefundRequestDecision } from '../api/refund-requests';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

const wording = (request: RefundRequest) => {
  const supporter = request.supporter.page_name;
  const creator = request.creator.page_name;
  const amount = formatMoney(request.amount);
  return {
    approve: {
      title: 'Approve this refund?',
      body:
        `${supporter} gets ${amount} back for ${request.reference}: ${creator}'s share and the fee are taken ` +
        `back at once${request.kind === 'purchase' ? ', and the post closes to them' : ''}. The payment ` +
        'provider returns the money the way they paid.',
      confirm: 'Approve refund',
    },
    decline: {
      title: 'Decline this refund?',
      body: `The request closes for good and ${creator} keeps the ${amount}.`,
      confirm: 'Decline',
    },
  };
};

/** Support's answer to a request the creator left unanswered: either asks why, which the supporter is mailed. */
export function RefundRequestDecisionModal({
  deciding,
  afterDecision,
  onClose,
}: {
  /** The request and the answer asked for; null while the modal is closed. */
  deciding: { request: RefundRequest; decision: RefundRequestDecision } | null;
  /** Takes the focus once an answer closed the modal. */
  afterDecision?: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const decide = useDecideRefundRequest();
  const { t } = useTranslation();
  // the last request asked for stays written while the modal closes
  const [shown, setShown] = useState(deciding);
  if (deciding && deciding !== shown) setShown(deciding);
  const text = shown ? wording(shown.request)[shown.decision] : null;

  return (
    <ReasonModal
      opened={deciding !== null}
      title={text?.title}
      body={text?.body}
      reasonHint="Mailed to the supporter as the answer, and kept in the audit trail."
      confirm={text?.confirm}
      danger={shown?.decision === 'decline'}
      pending={decide.isPending}
      // a refusal (answered by someone else meanwhile) is said above the buttons; the queue is read again
      submit={async (reason) => {
        const { request, decision } = shown!;
        await decide.mutateAsync({ id: request.id, decision, reason });
        return t(
          decision === 'approve' ? 'admin.done.refundRequestApproved' : 'admin.done.refundRequestDeclined',
        );
      }}
      afterDecision={afterDecision}
      onClose={onClose}
    />
  );
}
