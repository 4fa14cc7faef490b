import type { AdminUserDetail } from '@pixel/contract';
import { useRevealNumbers, type RevealedNumbers } from '../api/person';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

/** Showing a person's full bank account and mobile numbers: each look asks why, and the audit trail keeps it. */
export function RevealNumbersModal({
  person,
  opened,
  onRevealed,
  onClose,
}: {
  person: AdminUserDetail;
  opened: boolean;
  onRevealed: (numbers: RevealedNumbers) => void;
  onClose: () => void;
}) {
  const reveal = useRevealNumbers(person.id);
  const { t } = useTranslation();
  return (
    <ReasonModal
      opened={opened}
      title="Show the full numbers?"
      body={`${person.page_name}'s bank account and mobile numbers show in full on this page until you leave it.`}
      reasonHint="Kept in the audit trail with this look."
      confirm="Show numbers"
      danger={false}
      pending={reveal.isPending}
      submit={async (reason) => {
        const { data } = await reveal.mutateAsync(reason);
        onRevealed(data);
        // the answer is the numbers themselves: what it did is said here
        return t('admin.done.numbersShown');
      }}
      onClose={onClose}
    />
  );
}
