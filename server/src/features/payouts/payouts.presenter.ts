import { type AdminReviewPayout, formatCentavos, type Payout } from '@pixel/contract';
import { maskAccountNumber, maskMobile } from '../../lib/mobile.ts';
import type { PayoutRow } from './payouts.repository.ts';

/** Waiting for its first-payout review at `at`: not sent, not held, its time not run out. */
export const inReview = (row: PayoutRow, at: Date) =>
  row.status === 'pending' &&
  !row.providerPayoutId &&
  !row.heldAt &&
  row.reviewUntil !== null &&
  row.reviewUntil.getTime() > at.getTime();

/** The statement line's words for a payout, and the ledger's. */
export const descriptionOf = (row: Pick<PayoutRow, 'method' | 'bankName' | 'accountNumber'>) =>
  row.method === 'direct'
    ? `Payout to your e-payment account ${maskMobile(row.accountNumber)}`
    : `Payout to ${row.bankName} ••••${row.accountNumber.slice(-4)}`;

/** A payout as its creator sees it. */
export function presentPayout(row: PayoutRow, at: Date): Payout {
  return {
    reference: row.reference,
    method: row.method,
    bank_details: { slug: row.bankSlug, name: row.bankName },
    account_number: row.accountNumber,
    amount: formatCentavos(row.amount),
    fee: formatCentavos(row.fee),
    withholding: formatCentavos(row.withholding),
    total_amount: formatCentavos(row.amount + row.fee),
    status: row.status,
    review_until: inReview(row, at) ? row.reviewUntil!.toISOString() : null,
    on_hold: row.status === 'pending' && row.heldAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A payout as finance reviews it: the account masked, and where it stands with the provider. */
export const presentReviewed = (row: PayoutRow, pageUrl: string, at: Date): AdminReviewPayout => ({
  reference: row.reference,
  page_url: pageUrl,
  method: row.method,
  bank_name: row.bankName,
  account_number: maskAccountNumber(row.accountNumber),
  amount: formatCentavos(row.amount),
  fee: formatCentavos(row.fee),
  status: row.status,
  review_until: inReview(row, at) ? row.reviewUntil!.toISOString() : null,
  provider_payout_id: row.providerPayoutId,
  failure_code: row.failureCode,
  failure_detail: row.failureDetail,
  submitted_at: row.submittedAt?.toISOString() ?? null,
  check_attempts: row.checkAttempts,
  next_check_at: row.nextCheckAt?.toISOString() ?? null,
  held_at: row.heldAt?.toISOString() ?? null,
  hold_reason: row.holdReason,
  created_at: row.createdAt.toISOString(),
});
