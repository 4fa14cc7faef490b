import { Badge } from '@mantine/core';
import type { Transaction } from '@pixel/contract';
import { transactionStatusStyles } from './transaction-labels';
import { useTranslation } from '../texts';

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const { t } = useTranslation();
  const { color, background } = transactionStatusStyles[status];
  return (
    // its whole word: a table's narrow column would otherwise squeeze it to "TAPOS N…"
    <Badge
      variant="filled"
      radius="sm"
      color={background}
      c={color}
      miw="max-content"
      style={{ whiteSpace: 'nowrap' }}
    >
      {t(`statements.statuses.${status}`)}
    </Badge>
  );
}
