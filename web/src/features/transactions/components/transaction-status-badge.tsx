import { Badge } from '@mantine/core';
import type { Transaction } from '@pixel/contract';
import { transactionStatusStyles } from './transaction-labels';

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const { label, color } = transactionStatusStyles[status];
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
    </Badge>
  );
}
