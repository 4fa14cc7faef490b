import { Badge } from '@mantine/core';
import type { Transaction } from '@pixel/contract';
import { transactionStatusStyles } from './transaction-labels';
import { useTranslation } from '../texts';

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const { t } = useTranslation();
  const { color, background } = transactionStatusStyles[status];
  return (
    <Badge variant="filled" radius="sm" color={background} c={color} style={{ whiteSpace: 'nowrap' }}>
      {t(`statements.statuses.${status}`)}
    </Badge>
  );
}
