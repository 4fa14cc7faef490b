import { Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserDetail } from '@pixel/contract';
import { useApproveBankName } from '../api/bank-names';
import { personQueryKey, type RevealedNumbers } from '../api/person';
import type { PersonBank } from './bank-name-check';
import { BankAccountsTable } from './person-records';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

/** Approving a bank's name that is not the verified legal name: it asks why, and the audit trail keeps it. */
function BankNameApprovalModal({
  person,
  bank,
  onClose,
}: {
  person: AdminUserDetail;
  /** The bank asked about; null while the modal is closed. */
  bank: PersonBank | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const approve = useApproveBankName();
  const { t } = useTranslation();
  // the last bank asked about stays written while the modal closes
  const [shown, setShown] = useState(bank);
  if (bank && bank !== shown) setShown(bank);

  return (
    <ReasonModal
      opened={bank !== null}
      title="Approve this name?"
      summary={
        shown && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {shown.account_name}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {shown.bank_name} {shown.account_number}
            </Text>
          </Paper>
        )
      }
      body={`The name on this account is not ${person.page_name}'s verified legal name. Once approved, payouts can go to it. Approve it only when you know the account is theirs (a married name, a name the bank shortens).`}
      reasonHint="How you know the account is theirs. Kept in the audit trail."
      confirm="Approve name"
      danger={false}
      pending={approve.isPending}
      submit={async (reason) => {
        await approve.mutateAsync({ userId: person.id, bankSlug: shown!.bank_slug, reason });
        return t('admin.done.bankNameApproved');
      }}
      // approved by someone else meanwhile: the page is read again
      onRefused={(status) => {
        if (status === 409) void queryClient.invalidateQueries({ queryKey: personQueryKey(person.id) });
      }}
      onClose={onClose}
    />
  );
}

/**
 * A person's bank accounts, each with its name against the verified legal name (decision 0107), and
 * Approve name for staff who review identities.
 */
export function BankAccountsSection({
  person,
  revealed,
  canApproveName,
}: {
  person: AdminUserDetail;
  revealed: RevealedNumbers['bank_accounts'] | undefined;
  canApproveName: boolean;
}) {
  const [approving, setApproving] = useState<PersonBank | null>(null);
  return (
    <>
      <BankAccountsTable
        person={person}
        revealed={revealed}
        onApproveName={canApproveName ? setApproving : undefined}
      />
      <BankNameApprovalModal person={person} bank={approving} onClose={() => setApproving(null)} />
    </>
  );
}
