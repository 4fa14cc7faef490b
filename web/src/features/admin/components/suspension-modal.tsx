import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserDetail } from '@pixel/contract';
import { personQueryKey, useChangeSuspension, type SuspensionChange } from '../api/person';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

const wording = (name: string) => ({
  suspend: {
    title: 'Suspend this account?',
    body: `${name} is signed out at once and cannot sign in again, their page shows Content not accessible, and no payout leaves their wallet. They are mailed the reason.`,
    reasonHint: 'Sent to them by mail, and kept in the audit trail.',
    confirm: 'Suspend',
  },
  unsuspend: {
    title: 'Lift the suspension?',
    body: `${name}'s page opens again and they can sign in. They are told by mail.`,
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Lift suspension',
  },
});

/** Suspending an account or lifting its suspension: each asks why, and the audit trail keeps the answer. */
export function SuspensionModal({
  person,
  change,
  onClose,
}: {
  person: AdminUserDetail;
  /** The change asked for; null while the modal is closed. */
  change: SuspensionChange | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const changeSuspension = useChangeSuspension();
  const { t } = useTranslation();
  // the last change asked for stays written while the modal closes
  const [shown, setShown] = useState<SuspensionChange>('suspend');
  if (change && change !== shown) setShown(change);
  const text = wording(person.page_name)[change ?? shown];

  return (
    <ReasonModal
      opened={change !== null}
      title={text.title}
      body={text.body}
      reasonHint={text.reasonHint}
      confirm={text.confirm}
      danger={change !== 'unsuspend'}
      pending={changeSuspension.isPending}
      submit={async (reason) => {
        const made = change ?? shown;
        await changeSuspension.mutateAsync({ userId: person.id, change: made, reason });
        return t(made === 'suspend' ? 'admin.done.suspended' : 'admin.done.unsuspended');
      }}
      // suspended or lifted by someone else meanwhile: the page is read again
      onRefused={(status) => {
        if (status === 409) void queryClient.invalidateQueries({ queryKey: personQueryKey(person.id) });
      }}
      onClose={onClose}
    />
  );
}
