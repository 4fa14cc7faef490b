import { Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { identityDocuments, type AdminVerification } from '@pixel/contract';
import { useDecideVerification, verificationQueryKey, type VerificationDecision } from '../api/verifications';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

const wording = {
  approve: {
    title: 'Approve this identity check?',
    reasonHint: 'Kept in the audit trail. The creator is not shown it.',
    confirm: 'Approve',
  },
  reject: {
    title: 'Reject this identity check?',
    body: 'The reason is shown to the creator, by email and on their verification page, and they can submit again.',
    reasonHint: 'Mailed to the creator: say what to fix. Kept in the audit trail.',
    confirm: 'Reject',
  },
} as const;

/**
 * Support's answer to an identity check: either asks why (decision 0106). An approval is given by two staff
 * members (decision 0121): the first is recorded and waits, the second confirms it.
 */
export function VerificationDecisionModal({
  verification,
  decision,
  afterDecision,
  onClose,
}: {
  verification: AdminVerification;
  /** The answer asked for; null while the modal is closed. */
  decision: VerificationDecision | null;
  /** Takes the focus once an answer closed the modal. */
  afterDecision?: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const decide = useDecideVerification();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // the last answer asked for stays written while the modal closes
  const [shown, setShown] = useState(decision);
  if (decision && decision !== shown) setShown(decision);
  const confirming = verification.approval !== null;
  const text =
    shown === 'approve'
      ? confirming
        ? {
            ...wording.approve,
            title: t('admin.secondApproval.confirmTitle'),
            body: t('admin.secondApproval.confirmBody'),
            confirm: t('admin.secondApproval.confirmApproval'),
          }
        : { ...wording.approve, body: t('admin.secondApproval.approveBody') }
      : shown
        ? wording[shown]
        : null;

  return (
    <ReasonModal
      opened={decision !== null}
      title={text?.title}
      summary={
        <Paper bg="gray.0" radius="md" p="sm">
          <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {verification.legal_name}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {identityDocuments[verification.id_type].label} · @{verification.user.page_url}
          </Text>
        </Paper>
      }
      body={text?.body}
      reasonHint={text?.reasonHint}
      confirm={text?.confirm}
      danger={shown === 'reject'}
      pending={decide.isPending}
      submit={async (reason) => {
        const answer = await decide.mutateAsync({ id: verification.id, decision: shown!, reason });
        // approved once: the check waits for a colleague
        if (answer.data.verification.approval) return t('admin.secondApproval.approvedOnce');
        return t(shown === 'approve' ? 'admin.done.identityVerified' : 'admin.done.verificationRejected');
      }}
      // answered by a colleague meanwhile: the page reads the check again to show their answer
      onRefused={(status) => {
        if (status === 409 || status === 403)
          void queryClient.invalidateQueries({ queryKey: verificationQueryKey(verification.id) });
      }}
      afterDecision={afterDecision}
      onClose={onClose}
    />
  );
}
