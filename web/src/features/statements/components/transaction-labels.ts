import type { Transaction } from '@pixel/contract';

/**
 * Text and background of each status badge, chosen together: every pair reads at 5.7:1 or more (WCAG AA asks
 * 4.5:1). Mantine's light variant derives the text from the colour's shade and can end up as pale as the
 * background, so the two are set here.
 */
export const transactionStatusStyles: Record<Transaction['status'], { color: string; background: string }> = {
  completed: { color: '#08704f', background: '#e6fcf5' },
  pending: { color: '#8a4b00', background: '#fff4e0' },
  cancelled: { color: '#495057', background: '#f1f3f5' },
  failed: { color: '#b02a37', background: '#fff0f0' },
};
