import { Badge, Button, Text } from '@mantine/core';
import type { AdminUserDetail, BankNameCheck as NameCheck } from '@pixel/contract';
import { darkerText } from '@/app/theme';
import { bankNameCheckLabels } from './wording';

export type PersonBank = AdminUserDetail['bank_accounts'][number];

const checkColors: Record<NameCheck, string> = {
  matches: 'teal',
  differs: 'red',
  approved: 'blue',
  unverified: 'gray',
};

/**
 * A bank's name against the verified legal name (decision 0107): a badge, the reason staff approved a name
 * that differs, and Approve name where it differs and the staff member may.
 */
export function BankNameCheck({
  bank,
  onApprove,
}: {
  bank: PersonBank;
  /** Given to staff who review identities. */
  onApprove?: ((bank: PersonBank) => void) | undefined;
}) {
  const color = checkColors[bank.name_check];
  // lines that follow the cell's alignment: left in the table, right in a phone's card
  return (
    <div>
      {/* the whole words: a narrow row would otherwise squeeze them to "NAME DI…" */}
      <Badge variant="light" color={color} c={darkerText[color]} miw="max-content">
        {bankNameCheckLabels[bank.name_check]}
      </Badge>
      {bank.name_check === 'approved' && bank.name_approval_reason && (
        <Text c="dimmed" fz="xs" mt={4}>
          {bank.name_approval_reason}
        </Text>
      )}
      {bank.name_check === 'differs' && (
        <Text c="dimmed" fz="xs" mt={4}>
          No payout goes to it until support approves the name.
        </Text>
      )}
      {bank.name_check === 'differs' && onApprove && (
        <div>
          <Button
            size="compact-sm"
            variant="light"
            mt={6}
            aria-label={`Approve name ${bank.account_name} at ${bank.bank_name}`}
            onClick={() => onApprove(bank)}
          >
            Approve name
          </Button>
        </div>
      )}
    </div>
  );
}
