import { Badge } from '@mantine/core';
import type { Transaction } from '@pixel/contract';
import { transactionStatusStyles } from './transaction-labels';

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const { label, color, background } = transactionStatusStyles[status];
  return (
    <Badge variant="filled" radius="sm" color={background} c={color} style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Badge>
  );
}
