import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type {
  FeeRates,
  PaymentKind,
  ReferralRewards,
  SettledSummary,
  SettlementHandler,
  SettlementListener,
} from './payments.types.ts';
import type { RefundsService } from './refunds.service.ts';

export interface PaymentsServiceDeps {
  db: Db;
  /** The site's address: payers are sent back only to its pages. */
  publicUrl: string;
  repository: PaymentsRepository;
  ledger: Ledger;
  provider: PaymentProvider;
  fees: FeeRates;
  /** How each kind settles; a feature may also register its own with `registerSettlement`. */
  handlers?: Partial<Record<PaymentKind, SettlementHandler>>;
  /** Queues the payers' receipts in the settlement's transaction (one job for a batch). */
  queueReceipts?: (tx: Tx, paymentIds: string[]) => Promise<void>;
  /** Told of the payments that settle, inside the settlement's transaction. */
  listeners?: SettlementListener[];
  /**
   * Takes the payments a feature gives back, inside the settlement's transaction, and the refunds the
   * provider reports, inside the webhook's.
   */
  refunds?: Pick<RefundsService, 'hold' | 'fromProvider'>;
  /** Shares the platform's fee with whoever referred the payee, posted with the settlement. */
  referrals?: ReferralRewards;
  /**
   * Told of every payment that settled, after its transaction commits (metrics, the public page cache);
   * awaited before the webhook is answered, so what the payer is shown next already counts the payment.
   */
  onSettled?: (settled: SettledSummary[]) => void | Promise<void>;
  /**
   * Told of the payees whose payments a refund the provider reported took back, after its transaction
   * commits (the public page cache: a gift left their wall).
   */
  onRefunded?: (payeeUserIds: string[]) => void | Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The Idempotency-Key of the call being handled, hashed with its caller (see idempotencyKeyOfCall). */
  callKey?: () => string | null;
  /** The app's clock: when a checkout opened, as the velocity limits count it. */
  now?: () => Date;
  /** The velocity limits (decision 0108): a signed-in payer opens at most so many checkouts an hour. */
  velocity?: Pick<VelocityLimits, 'limitOf' | 'enforce'>;
}

/**
 * What the parts of payments share (checkout, settlement, webhooks, saved charges, subscriptions,
 * reconciliation): their dependencies, the app's clock, and how each kind settles and who is told.
 */
export interface PaymentsContext {
  deps: PaymentsServiceDeps;
  now: () => Date;
  /** How each kind settles, by the feature that starts its payments. */
  handlers: Partial<Record<PaymentKind, SettlementHandler>>;
  listeners: SettlementListener[];
  /** The listeners' audiences, in their order: what the statements that lock settling payments ask. */
  audiences: () => SQL[];
  /** Throws once payments have started settling: features register while the app is built. */
  registering: () => void;
}

export function createPaymentsContext(deps: PaymentsServiceDeps): PaymentsContext {
  const handlers: Partial<Record<PaymentKind, SettlementHandler>> = { ...deps.handlers };
  const listeners = [...(deps.listeners ?? [])];
  // the features register while the app is built; what the settlement statements ask is fixed at first use
  let audiencesOnce: SQL[] | null = null;
  const audiences = () => (audiencesOnce ??= listeners.flatMap(({ payees }) => (payees ? [payees] : [])));
  const registering = () => {
    if (audiencesOnce) throw new Error('payments are already settling: register while the app is built');
  };
  return { deps, now: deps.now ?? (() => new Date()), handlers, listeners, audiences, registering };
}
