import {
  type AdminRefund,
  type AdminUserSummary,
  type BankNameCheck,
  formatCentavos,
  namesMatch,
} from '@pixel/contract';
import { presentApproval, type ApprovalRow } from '../audit/staff-rules.service.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type { UserRow } from './admin.repository.ts';

type RefundRow = Awaited<ReturnType<RefundsService['start']>>['refund'];

export const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A person as a search lists them. */
export const summaryOf = (user: UserRow, closing: boolean): AdminUserSummary => ({
  id: user.id,
  email: user.email,
  page_url: user.pageUrl,
  page_name: user.pageName,
  status: user.status,
  closing,
  created_at: user.createdAt.toISOString(),
});

/** A bank's name against the verified legal name, as staff read it (decision 0107). */
export function nameCheckOf(
  bank: { accountName: string; nameApprovedAt: Date | null },
  legalName: string | null,
): BankNameCheck {
  if (!legalName) return 'unverified';
  if (namesMatch(legalName, bank.accountName)) return 'matches';
  return bank.nameApprovedAt ? 'approved' : 'differs';
}

export const refundOf = (row: RefundRow, reference: string, payeePageUrl: string): AdminRefund => ({
  reference,
  amount: formatCentavos(row.amount),
  status: row.status,
  creator_share: formatCentavos(row.takenAvailable + row.takenPending + row.takenOwed),
  fee: formatCentavos(row.takenFee),
  owed: formatCentavos(row.takenOwed),
  failure_reason: row.failureReason,
  note: row.note,
  payee_page_url: payeePageUrl,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A refund waiting for a second staff member: who approved it first, and how much. */
export const refundApprovalOf = (row: ApprovalRow) => ({
  ...presentApproval(row),
  amount: formatCentavos(row.amount ?? 0),
});
