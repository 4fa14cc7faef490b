import type { AdminHeldMessage, PayoutDetailsChange, RefundRequest } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { StaffAudit } from '../audit/audit.service.ts';
import type { StaffRules } from '../audit/staff-rules.service.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { AdminRepository } from './admin.repository.ts';

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

/** A held gift's audit line, with both people the gift is of: its creator and who sent it. */
export type RecordIn = (tx: Tx, creatorUserId: string, supporterUserId: string | null) => Promise<void>;

/**
 * What the parts of the staff side share (people, refunds, payouts, held messages): their dependencies,
 * the audit trail's `record` and the staff rules, and the check that a person exists.
 */
export interface AdminContext {
  deps: AdminServiceDeps;
  db: Db;
  repository: AdminRepository;
  rules: StaffRules;
  record: StaffAudit['record'];
  now: () => Date;
  /** Throws not_found when nobody has this id. */
  mustExist: (userId: string) => Promise<void>;
}

export function createAdminContext(deps: AdminServiceDeps): AdminContext {
  const { db, repository, rules, now } = deps;
  async function mustExist(userId: string) {
    if (!(await repository.findUser(userId))) throw new AppError('not_found', say('noSuchPerson'));
  }
  return { deps, db, repository, rules, record: deps.audit.record, now, mustExist };
}
