import type { MantineColor } from '@mantine/core';
import type { Transaction } from '@pixel/contract';

export const transactionTypeLabels: Record<Transaction['type'], string> = {
  donation: 'Gift',
  payment: 'Payment',
  referral_reward: 'Referral reward',
  payout: 'Payout',
  others: 'Others',
};

export const transactionStatusStyles: Record<Transaction['status'], { label: string; color: MantineColor }> =
  {
    completed: { label: 'Completed', color: 'teal' },
    pending: { label: 'Pending', color: 'yellow' },
    cancelled: { label: 'Cancelled', color: 'gray' },
    failed: { label: 'Failed', color: 'red' },
  };
