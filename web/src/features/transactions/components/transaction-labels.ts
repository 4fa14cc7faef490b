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
    completed: { label: 'Completed', color: 'teal.9' },
    pending: { label: 'Pending', color: 'yellow.9' },
    cancelled: { label: 'Cancelled', color: 'gray.8' },
    failed: { label: 'Failed', color: 'red.9' },
  };
