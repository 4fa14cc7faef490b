import {
  type AdminHeldMessage,
  type AdminRefund,
  type AdminUserDetail,
  type AdminUserSummary,
  type PayoutDetailsChange,
  type RefundRequest,
  type BankNameCheck,
  formatCentavos,
  namesMatch,
  REFUND_SECOND_APPROVAL_ABOVE,
  staffPermissions,
  staffMay,
  staffRuleMessages,
  supportEmail,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { translator } from '../../lib/i18n.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { maskAccountNumber, maskMobile } from '../../lib/mobile.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { StaffAudit } from '../audit/audit.service.ts';
import { presentApproval, type ApprovalRow, type StaffRules } from '../audit/staff-rules.service.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { AdminRepository, UserRow } from './admin.repository.ts';

export interface AdminServiceDeps {
  db: Db;
  repository: AdminRepository;
  /** Writes each staff action and look to the audit trail, in its transaction (decision 0098). */
  audit: StaffAudit;
  /** Who staff may act on, and what waits for a second staff member (decision 0121). */
  rules: StaffRules;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
  /** Whether the account has a second factor (an authenticator app or a passkey). */
  secondFactorOn: (userId: string) => Promise<boolean>;
  /** Ends every session of the account, on every instance. */
  endSessions: (userId: string) => Promise<void>;
  /** Drops the cached copies of the people's pages on every instance. */
  dropPages: (userIds: string[]) => Promise<void>;
  /** The newest refund requests a person asked or received (decision 0100). */
  refundRequestsOf: (userId: string) => Promise<RefundRequest[]>;
  /** Refunds finance gives (decision 0099). */
  refunds: { start: RefundsService['start']; listFailed: RefundsService['listFailed'] };
  /** Support's review of the gift messages the filters held (decision 0098). */
  heldMessages: {
    list: () => Promise<AdminHeldMessage[]>;
    approve: (input: { creatorUserId: null; giftId: string; record: RecordIn }) => Promise<void>;
    remove: (input: { creatorUserId: null; giftId: string; record: RecordIn }) => Promise<void>;
  };
  /** Finance's review of payouts (decision 0102). */
  payouts: PayoutsService['review'];
  /** A creator's new payout bank or number, which they confirm with a code (decision 0101). */
  payoutChanges: {
    propose: (input: {
      staffUserId: string;
      userId: string;
      change: PayoutDetailsChange;
      reason: string;
    }) => Promise<{ id: string; sentTo: string }>;
  };
  /** Approves a bank whose name differs from the verified legal name (decision 0107). */
  bankNames: {
    approve: (
      tx: Tx,
      input: { userId: string; bankSlug: string; by: string; reason: string; at: Date },
    ) => Promise<'approved' | 'approved_already' | 'not_found'>;
  };
}

/** A bank's name against the verified legal name, as staff read it (decision 0107). */
function nameCheckOf(
  bank: { accountName: string; nameApprovedAt: Date | null },
  legalName: string | null,
): BankNameCheck {
  if (!legalName) return 'unverified';
  if (namesMatch(legalName, bank.accountName)) return 'matches';
  return bank.nameApprovedAt ? 'approved' : 'differs';
}

/** A held gift's audit line, with both people the gift is of: its creator and who sent it. */
type RecordIn = (tx: Tx, creatorUserId: string, supporterUserId: string | null) => Promise<void>;

type RefundRow = Awaited<ReturnType<RefundsService['start']>>['refund'];

const refundOf = (row: RefundRow, reference: string, payeePageUrl: string): AdminRefund => ({
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

const PER_PAGE = 20;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

const summaryOf = (user: UserRow, closing: boolean): AdminUserSummary => ({
  id: user.id,
  email: user.email,
  page_url: user.pageUrl,
  page_name: user.pageName,
  status: user.status,
  closing,
  created_at: user.createdAt.toISOString(),
});

export function createAdminService(deps: AdminServiceDeps) {
  const { db, repository, mailer, now, rules } = deps;
  const { record } = deps.audit;

  /** A payment about to be refunded, locked: whether it can be, and that the staff member may (decision 0121). */
  async function refundable(tx: Tx, staff: Staff, input: { reference: string; amount: number }) {
    const payment = await repository.payment(tx, input.reference, { lock: true });
    if (!payment) throw new AppError('not_found', 'No payment has this reference.');
    await rules.mayActOn(tx, staff, [payment.payerUserId, payment.payeeUserId]);
    // the refund's own checks, made before a first approval too: nobody is asked to confirm what cannot be
    if (payment.status !== 'paid') throw new AppError('conflict', 'Only a paid payment can be refunded.');
    if (payment.refundId) throw new AppError('conflict', 'This payment has been refunded already.');
    if (input.amount > payment.amount) {
      throw fieldError('amount', `The amount must not be greater than ${formatCentavos(payment.amount)}.`);
    }
    return payment;
  }

  const refundApprovalOf = (row: ApprovalRow) => ({
    ...presentApproval(row),
    amount: formatCentavos(row.amount ?? 0),
  });

  async function detail(userId: string): Promise<AdminUserDetail> {
    const found = await repository.findUser(userId);
    if (!found) throw new AppError('not_found', 'No such person.');
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

  return {
    /** The staff member's own role and what it lets them do. */
    me(staff: Staff, pageName: string) {
      return {
        user_id: staff.userId,
        email: staff.email,
        page_name: pageName,
        role: staff.role,
        permissions: Object.keys(staffPermissions).filter((permission) =>
          staffMay(staff.role, permission as keyof typeof staffPermissions),
        ),
      };
    },

    async search(input: { search: string; page: number }) {
      const { rows, total } = await repository.search({ ...input, perPage: PER_PAGE });
      return {
        data: rows.map((row) => summaryOf(row.user, row.closing)),
        meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }),
      };
    },

    /** A person's page; looking at it is written to the audit trail, as it shows personal data. */
    async view(staff: Staff, userId: string) {
      const person = await detail(userId);
      await record(db, staff, { action: 'person.view', subjectUserId: userId });
      return person;
    },

    /** The numbers a person's page masks, in full; each look is written to the audit trail with its reason. */
    async reveal(staff: Staff, input: { userId: string; reason: string }) {
      await mustExist(input.userId);
      const money = await repository.money(input.userId);
      await record(db, staff, { action: 'person.reveal', subjectUserId: input.userId, reason: input.reason });
      const mobile = (number: string | null) => (number ? `+63${number}` : null);
      return {
        bank_accounts: money.banks.map((bank) => ({
          bank_name: bank.bankName,
          account_number: bank.accountNumber,
          mobile_number: mobile(bank.mobileNumber),
        })),
        linked_account: money.linked && {
          username: money.linked.username,
          mobile_number: mobile(money.linked.mobileNumber),
        },
      };
    },

    /**
     * Suspends an active account: its sessions end, its page reads Content not accessible, it cannot
     * sign in, and it is told why by mail. The change and its audit line are one transaction.
     */
    async suspend(staff: Staff, input: { userId: string; reason: string }) {
      await mustExist(input.userId);
      await rules.mayActOn(db, staff, [input.userId]);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await repository.setStatus(tx, {
          userId: input.userId,
          from: 'active',
          to: 'suspended',
          at,
          reason: input.reason,
        });
        if (!user) throw new AppError('conflict', 'Only an active account can be suspended.');
        // what has not reached the provider waits with the account
        const heldPayouts = await deps.payouts.holdUnsent(
          tx,
          input.userId,
          `Account suspended: ${input.reason}`,
        );
        await record(tx, staff, {
          action: 'person.suspend',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { status: 'active' },
          after: { status: 'suspended', ...(heldPayouts.length ? { held_payouts: heldPayouts } : {}) },
        });
        if (user.email) {
          const t = translator(user.language ?? 'en');
          await mailer.send(
            {
              to: user.email,
              subject: t('mail.suspended.subject'),
              text: t('mail.suspended.text', {
                name: user.pageName,
                reason: input.reason,
                email: supportEmail,
              }),
            },
            { tx },
          );
        }
      });
      await deps.endSessions(input.userId);
      await deps.dropPages([input.userId]);
      return { message: 'The account is suspended.', user: await detail(input.userId) };
    },

    async unsuspend(staff: Staff, input: { userId: string; reason: string }) {
      await mustExist(input.userId);
      await rules.mayActOn(db, staff, [input.userId]);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await repository.setStatus(tx, {
          userId: input.userId,
          from: 'suspended',
          to: 'active',
          at,
          reason: null,
        });
        if (!user) throw new AppError('conflict', 'The account is not suspended.');
        await record(tx, staff, {
          action: 'person.unsuspend',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { status: 'suspended' },
          after: { status: 'active' },
        });
        if (user.email) {
          const t = translator(user.language ?? 'en');
          await mailer.send(
            {
              to: user.email,
              subject: t('mail.unsuspended.subject'),
              text: t('mail.unsuspended.text', {
                name: user.pageName,
                link: new URL('/auth/login', deps.publicUrl).toString(),
              }),
            },
            { tx },
          );
        }
      });
      await deps.dropPages([input.userId]);
      return { message: 'The suspension is lifted.', user: await detail(input.userId) };
    },

    /**
     * Finance refunds a payment, all of it or a part (decision 0099): taken from the creator and the
     * platform at once with its audit line, in one transaction; the provider is asked by a job. A refund
     * above the threshold is first only approved, and waits for a second staff member to ask for the same
     * amount, whose request refunds it (decision 0121); `approval` then says who approved it first.
     */
    async refund(staff: Staff, input: { reference: string; amount: number; reason: string }) {
      const reference = input.reference.toUpperCase();
      const outcome = await db.transaction(async (tx) => {
        const payment = await refundable(tx, staff, { reference, amount: input.amount });
        // approvals of a payment are written under its lock, which this transaction holds
        const waiting = (await rules.waiting(tx, 'payment.refund', [reference])).get(reference);
        let first: ApprovalRow | null = null;
        if (waiting || input.amount > REFUND_SECOND_APPROVAL_ABOVE) {
          const approved = await rules.approve(tx, staff, {
            action: 'payment.refund',
            target: reference,
            subjectUserId: payment.payeeUserId,
            reason: input.reason,
            amount: input.amount,
          });
          if (approved.outcome === 'first') {
            await record(tx, staff, {
              action: 'payment.refund_first_approval',
              subjectUserId: payment.payeeUserId,
              reason: input.reason,
              before: { reference, paid: formatCentavos(payment.amount) },
              after: { refund: formatCentavos(input.amount), awaiting_second_approval: true },
            });
            return { kind: 'waiting', approval: approved.approval } as const;
          }
          first = approved.first;
        }
        const started = await deps.refunds.start(tx, {
          reference,
          amount: input.amount,
          origin: 'staff',
          staffUserId: staff.userId,
          note: input.reason,
          at: now(),
        });
        await record(tx, staff, {
          action: 'payment.refund',
          subjectUserId: started.payment.payeeUserId,
          reason: input.reason,
          before: {
            reference: started.payment.reference,
            paid: formatCentavos(started.payment.amount),
            ...(first && { first_approved_by: first.staffEmail, first_approval_reason: first.reason }),
          },
          after: {
            refunded: formatCentavos(input.amount),
            creator_share: formatCentavos(started.creatorShare),
            fee: formatCentavos(started.fee),
            owed: formatCentavos(started.owed),
          },
        });
        return { kind: 'started', started } as const;
      });
      if (outcome.kind === 'waiting') {
        return {
          message:
            'The refund waits for a second staff member, who confirms it by refunding the same amount.',
          refund: null,
          approval: refundApprovalOf(outcome.approval),
        };
      }
      const { started } = outcome;
      await deps.dropPages([started.payment.payeeUserId]);
      const payee = await repository.findUser(started.payment.payeeUserId);
      return {
        message: 'The refund is on its way: the provider gives the money back to the payer.',
        refund: refundOf(started.refund, started.payment.reference, payee?.user.pageUrl ?? ''),
        approval: null,
      };
    },

    /** Withdraws a refund waiting for a second staff member: the first approver's, or a colleague's no. */
    async cancelRefund(staff: Staff, input: { reference: string; reason: string }) {
      const reference = input.reference.toUpperCase();
      await db.transaction(async (tx) => {
        const payment = await repository.payment(tx, reference, { lock: true });
        if (!payment) throw new AppError('not_found', 'No payment has this reference.');
        await rules.mayActOn(tx, staff, [payment.payerUserId, payment.payeeUserId]);
        const withdrawn = await rules.withdraw(tx, 'payment.refund', reference);
        if (!withdrawn) throw new AppError('conflict', staffRuleMessages.noRefundAwaiting);
        await record(tx, staff, {
          action: 'payment.refund_cancel',
          subjectUserId: payment.payeeUserId,
          reason: input.reason,
          before: {
            reference,
            refund: formatCentavos(withdrawn.amount ?? 0),
            first_approved_by: withdrawn.staffEmail,
          },
          after: { awaiting_second_approval: false },
        });
      });
      return { message: 'The refund is cancelled. Nothing was taken or given back.' };
    },

    /** The refunds waiting for a second staff member, oldest first. */
    async awaitingRefunds() {
      const rows = await repository.awaitingRefunds(100);
      return rows.map((row) => ({
        ...refundApprovalOf(row.approval),
        reference: row.approval.target,
        paid: formatCentavos(row.paid),
        payee_user_id: row.payeeUserId,
        payee_page_url: row.payeePageUrl,
      }));
    },

    /**
     * Support enters a creator's new payout bank or number (decision 0101): the code goes to the creator,
     * and nothing changes until they type it. The audit line keeps the new details masked.
     */
    async proposePayoutChange(
      staff: Staff,
      input: { userId: string; change: PayoutDetailsChange; reason: string },
    ) {
      await mustExist(input.userId);
      // before the code goes out: nothing of it is sent for a change the staff member may not make
      await rules.mayActOn(db, staff, [input.userId]);
      const proposed = await deps.payoutChanges.propose({ staffUserId: staff.userId, ...input });
      const { change } = input;
      await record(db, staff, {
        action: 'payout_details.propose',
        subjectUserId: input.userId,
        reason: input.reason,
        after:
          change.kind === 'bank'
            ? {
                bank: change.bank_slug,
                account_name: change.account_name,
                account_number: maskAccountNumber(change.account_number),
              }
            : { mobile_number: maskMobile(change.mobile_number) },
      });
      return {
        message: `The code is sent to ${proposed.sentTo}. The change takes effect when the creator types it.`,
        id: proposed.id,
        sent_to: proposed.sentTo,
      };
    },

    /**
     * Lets payouts go to a bank whose name differs from the verified legal name (a married name, a
     * nickname the bank keeps), with the reason, in the audit trail (decision 0107).
     */
    async approveBankName(staff: Staff, input: { userId: string; bankSlug: string; reason: string }) {
      await db.transaction(async (tx) => {
        await rules.mayActOn(tx, staff, [input.userId]);
        const outcome = await deps.bankNames.approve(tx, { ...input, by: staff.userId, at: now() });
        if (outcome === 'not_found') throw new AppError('not_found', 'This person has no such bank account.');
        if (outcome === 'approved_already') {
          throw new AppError('conflict', "This account's name is approved already.");
        }
        await record(tx, staff, {
          action: 'bank.approve_name',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { bank: input.bankSlug, name_approved: false },
          after: { name_approved: true },
        });
      });
      return {
        message: 'The name is approved: payouts can go to this account.',
        user: await detail(input.userId),
      };
    },

    reviewPayouts: (input: Parameters<PayoutsService['review']['list']>[0]) => deps.payouts.list(input),

    /** Holds, releases or asks the provider again about a payout, with its audit line. */
    async changePayout(
      staff: Staff,
      input: { reference: string; reason: string; change: 'hold' | 'release' | 'retry' },
    ) {
      const { reference, reason, change } = input;
      // before the provider is asked anything; a payout nobody has is the payouts' own 404
      const owner = await repository.payoutOwner(reference);
      if (owner) await rules.mayActOn(db, staff, [owner]);
      const row = await deps.payouts[change](reference, reason, staff.userId);
      await record(db, staff, {
        action: `payout.${change}`,
        subjectUserId: row.userId,
        reason,
        before: { reference: row.reference },
        after: { status: row.status, held: row.heldAt !== null, provider_payout_id: row.providerPayoutId },
      });
      const messages = {
        hold: 'The payout is on hold. It is not sent until it is released.',
        release: 'The payout is released and sent to the provider.',
        retry: 'The provider was asked again.',
      };
      const person = await repository.findUser(row.userId);
      return { message: messages[change], payout: deps.payouts.present(row, person?.user.pageUrl ?? '') };
    },

    heldMessages: () => deps.heldMessages.list(),

    /** Shows a held gift as it was sent, or removes its name and message; written to the audit trail. */
    async decideHeldMessage(
      staff: Staff,
      input: { giftId: string; reason: string; decision: 'approve' | 'remove' },
    ) {
      await deps.heldMessages[input.decision]({
        creatorUserId: null,
        giftId: input.giftId,
        record: async (tx, creatorUserId, supporterUserId) => {
          // a gift of the staff member's own, sent or received, is another's to decide
          await rules.mayActOn(tx, staff, [creatorUserId, supporterUserId]);
          await record(tx, staff, {
            action: `held_message.${input.decision}`,
            subjectUserId: creatorUserId,
            reason: input.reason,
            after: { gift_id: input.giftId },
          });
        },
      });
      return {
        message:
          input.decision === 'approve'
            ? 'The gift shows with its message.'
            : 'The name and message are removed; the gift shows without them.',
      };
    },

    async failedRefunds() {
      const rows = await deps.refunds.listFailed();
      return rows.map((row) => refundOf(row.refund, row.reference, row.payeePageUrl));
    },

    async addNote(staff: Staff, input: { userId: string; body: string }) {
      await mustExist(input.userId);
      await rules.mayActOn(db, staff, [input.userId]);
      const note = await repository.addNote({
        subjectUserId: input.userId,
        staffUserId: staff.userId,
        staffEmail: staff.email,
        body: input.body,
      });
      return {
        id: note.id,
        body: note.body,
        staff_email: note.staffEmail,
        created_at: note.createdAt.toISOString(),
      };
    },
  };

  async function mustExist(userId: string) {
    if (!(await repository.findUser(userId))) throw new AppError('not_found', 'No such person.');
  }
}

export type AdminService = ReturnType<typeof createAdminService>;
