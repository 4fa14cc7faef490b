import { type AdminUserDetail, formatCentavos } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { maskAccountNumber, maskMobile } from '../../lib/mobile.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { AdminContext } from './admin.context.ts';
import { iso, nameCheckOf, refundApprovalOf, summaryOf } from './admin.presenter.ts';

/**
 * A person's page as staff read it: their account, balances, ledger, payments each way with any refund
 * waiting for a second approval, payouts, banks and linked account masked, sessions, refund requests and
 * the notes staff left.
 */
export function createPersonPage(ctx: AdminContext) {
  const { deps, db, repository, rules } = ctx;

  async function detail(userId: string): Promise<AdminUserDetail> {
    const found = await repository.findUser(userId);
    if (!found) throw new AppError('not_found', say('noSuchPerson'));
    const { user } = found;
    const [money, notes, twoFactor, refundRequests] = await Promise.all([
      repository.money(userId),
      repository.notesOf(userId),
      deps.secondFactorOn(userId),
      deps.refundRequestsOf(userId),
    ]);
    const awaiting = await rules.waiting(
      db,
      'payment.refund',
      [...money.made, ...money.received].map((row) => row.payment.reference),
    );
    const balance = (kind: string) =>
      formatCentavos(money.accounts.find((account) => account.kind === kind)?.balance ?? 0);
    const payment = (row: (typeof money.received)[number]) => ({
      reference: row.payment.reference,
      kind: row.payment.kind,
      amount: formatCentavos(row.payment.amount),
      status: row.payment.status,
      counterpart: row.counterpart,
      created_at: row.payment.createdAt.toISOString(),
      paid_at: iso(row.payment.paidAt),
      refund_status: row.refundStatus ?? null,
      refund_approval: awaiting.has(row.payment.reference)
        ? refundApprovalOf(awaiting.get(row.payment.reference)!)
        : null,
    });
    return {
      ...summaryOf(user, found.eraseAt !== null && found.erasedAt === null),
      bio: user.bio,
      email_verified_at: iso(user.emailVerifiedAt),
      suspended_at: iso(user.suspendedAt),
      suspension_reason: user.suspensionReason,
      erase_at: found.erasedAt === null ? iso(found.eraseAt) : null,
      two_factor: twoFactor,
      staff_role: found.staffRole,
      balances: {
        available: balance('available'),
        pending: balance('pending'),
        on_hold: balance('payout_hold'),
      },
      ledger: money.ledger.map((line) => ({
        transaction_no: line.transactionNo,
        type: line.type,
        description: line.description,
        account: line.kind,
        amount: formatCentavos(line.amount),
        created_at: line.createdAt.toISOString(),
      })),
      payments_made: money.made.map(payment),
      payments_received: money.received.map(payment),
      payouts: money.paidOut.map((payout) => ({
        reference: payout.reference,
        method: payout.method,
        bank_name: payout.bankName,
        account_number: maskAccountNumber(payout.accountNumber),
        amount: formatCentavos(payout.amount),
        fee: formatCentavos(payout.fee),
        status: payout.status,
        provider_payout_id: payout.providerPayoutId,
        failure_code: payout.failureCode,
        created_at: payout.createdAt.toISOString(),
      })),
      bank_accounts: money.banks.map((bank) => ({
        bank_slug: bank.bankSlug,
        bank_name: bank.bankName,
        account_name: bank.accountName,
        account_number: maskAccountNumber(bank.accountNumber),
        mobile_number: bank.mobileNumber ? maskMobile(bank.mobileNumber) : null,
        enabled: !bank.isDisabled,
        name_check: nameCheckOf(bank, money.legalName),
        name_approval_reason: bank.nameApprovalReason,
      })),
      linked_account: money.linked && {
        username: money.linked.username,
        mobile_number: money.linked.mobileNumber ? maskMobile(money.linked.mobileNumber) : null,
      },
      sessions: money.signedIn.map((session) => ({
        ...describeUserAgent(session.userAgent),
        ip: session.ip,
        signed_in_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
      })),
      refund_requests: refundRequests,
      notes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        staff_email: note.staffEmail,
        created_at: note.createdAt.toISOString(),
      })),
    };
  }

  return { detail };
}

export type PersonPage = ReturnType<typeof createPersonPage>;
