import type { Centavos, PaymentSource } from '@pixel/contract';
import type { SQL } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { paymentKinds } from '../../db/schema/index.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { feeFor, paymentSettlement, referralRewardPosting } from '../../ledger/postings.ts';
import {
  type CheckoutState,
  type PaidMethod,
  type PaymentEvent,
  type PaymentProvider,
  ProviderRefusedError,
  type WebhookRejection,
} from '../../providers/payments/payment-provider.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';
import type { RefundEffects, RefundsService } from './refunds.service.ts';
import { readableCode } from '../../lib/tokens.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';

/** The window of `checkouts_per_hour` (decision 0108). */
const HOUR_MS = 3_600_000;

export type PaymentKind = (typeof paymentKinds)[number];

export interface SettledInfo {
  /** The line's text on the payee's statement and the ledger transaction's description. */
  description: string;
  giftId?: string;
  counterpartyName?: string;
  message?: string | null;
  /**
   * A membership payment that made its payer a new member (a first join, or one after their membership
   * lapsed; not a renewal or a change of tier): the tier they joined, and the creator's mail about it when
   * their membership settings ask for one, which goes as the new-member notification's mail.
   */
  newMember?: { tierName: string; mail?: MailMessage };
  /** A membership payment that moved its payer, a member already, up to another tier: that tier. */
  upgrade?: { tierName: string };
  /** Given back to its payer instead of kept by the payee (a second payment for a post already bought). */
  refund?: boolean;
}

/** What a feature adds to payments when they settle: its own records, and the lines on the statement. */
export interface SettlementHandler {
  /**
   * `methods` says, by payment id, how each was paid when the provider said so: its type and, when the
   * checkout asked to save it and the method allows, the token `chargeSaved` charges it again with.
   */
  onSettled(
    tx: Tx,
    payments: PaymentRow[],
    methods: Map<string, PaidMethod>,
  ): Promise<Map<string, SettledInfo>>;
  /**
   * Told, in the transaction that cancels them, of charges of saved methods the provider refused (a
   * card declined), each once, with the provider's reason by payment id.
   */
  onFailed?(tx: Tx, payments: PaymentRow[], failureCodes: Map<string, string>): Promise<void>;
  /**
   * What the payer is told once the payment is paid, in the kind's own words (a renewal is not a welcome),
   * written with `t` in the payer's language.
   */
  thanks?(payment: PaymentRow, payeeName: string, t: TFunction): Promise<string>;
  /**
   * Told, in the transaction that starts a refund of one of these payments (given by staff, approved by the
   * creator, or made on the provider's dashboard) and before any balance is locked, that what it paid for
   * ends (decision 0104). `amount` is what is given back, all or part of the payment.
   */
  onRefunded?(tx: Tx, payment: PaymentRow, refund: { amount: number; at: Date }): Promise<void>;
  /** Told, in the transaction that undoes a refund the provider refused, that what it ended comes back. */
  onRefundReturned?(tx: Tx, payment: PaymentRow, refund: { amount: number; at: Date }): Promise<void>;
  /**
   * The payment a period of one of its subscriptions records, the provider having billed it by itself
   * (decision 0127): whom it pays and what it is for; null when the subscription is not the kind's.
   */
  renewalOf?(tx: Tx, subscriptionId: string): Promise<SubscriptionRenewal | null>;
  /** Told, in the webhook's transaction, that the provider could not collect a period of a subscription. */
  onSubscriptionFailed?(tx: Tx, subscriptionId: string, failureCode: string): Promise<void>;
}

/** A period of a subscription, as the kind that owns it records it. */
export interface SubscriptionRenewal {
  payeeUserId: string;
  payerUserId: string | null;
  description: string;
  record: (tx: Tx, payment: PaymentRow) => Promise<void>;
}

/** A payment as it settled: what other features (alerts, creator webhooks) are told inside its transaction. */
export interface SettledPayment {
  payment: PaymentRow;
  info: SettledInfo;
  /** What the payee receives after the platform's fee, in centavos. */
  netAmount: number;
  ledgerTransactionId: string;
}

/** What is told of a payment once its settlement committed. */
export interface SettledSummary {
  kind: PaymentKind;
  payeeUserId: string;
}

const summaryOf = ({ kind, payeeUserId }: PaymentRow): SettledSummary => ({ kind, payeeUserId });

/** Runs in the settlement's transaction, so what it writes or queues commits with the money or not at all. */
export type SettlementListener = ((tx: Tx, settled: SettledPayment[]) => Promise<void>) & {
  /**
   * The users it acts for, as a query of their ids (`select user_id from ...`): it is told only of
   * payments to them, and not called for a batch that has none. One statement asks for every listener.
   */
  payees?: SQL;
};

/** What a settling payment's platform fee pays to the user who referred its payee (decision 0052). */
export interface ReferralReward {
  paymentId: string;
  referrerUserId: string;
  referredUserId: string;
  amount: Centavos;
  /** The referrer's statement line, which names the referred user. */
  description: string;
}

export interface ReferralRewards {
  /** The rewards that settling payments earn, found with one query for the whole batch. */
  rewardsFor(
    tx: Tx,
    items: { payment: PaymentRow; paidAt: Date; fee: Centavos }[],
  ): Promise<ReferralReward[]>;
}

type PaidEvent = Extract<PaymentEvent, { type: 'checkout.paid' }>;
type FailedEvent = Extract<PaymentEvent, { type: 'checkout.failed' }>;
type RefundedEvent = Extract<PaymentEvent, { type: 'payment.refunded' }>;

export interface FeeRates {
  /** Basis points of each payment the platform keeps, per kind. */
  gift: number;
  goal_gift: number;
  purchase: number;
  membership: number;
}

/** How reconciliation re-checks a checkout left unpaid (decision 0065). */
export const reconcileRules = {
  /** The wait after the first check, doubled after each one... */
  firstWaitMs: 60_000,
  /** ...up to this. */
  longestWaitMs: 3_600_000,
  /** A checkout still unpaid this long after it opened is expired at the provider and closed here. */
  expireAfterMs: 24 * 3_600_000,
  /** Checkouts one run asks about; the ones due longest go first. */
  batchSize: 200,
};

/** The wait before the next check of a checkout already checked `checks` times. */
export const reconcileWaitMs = (checks: number) =>
  Math.min(reconcileRules.firstWaitMs * 2 ** Math.min(checks, 20), reconcileRules.longestWaitMs);

/**
 * What a person is told when the provider refuses to open a checkout: the amount under its minimum marks
 * the amount field; any other reason is the provider's own words.
 */
function checkoutRefusal(err: ProviderRefusedError) {
  if (err.code === 'parameter_below_minimum' && (err.field === null || err.field === 'amount')) {
    const message = 'This amount is below what the payment provider accepts. Please enter a larger amount.';
    return new AppError('validation', message, { errors: { amount: [message] } });
  }
  const reason = (err.detail ?? err.code).replace(/\s+/g, ' ').trim().slice(0, 200);
  return new AppError('validation', `The payment provider refused this payment: ${reason}`);
}

const referencePrefix: Record<PaymentKind, string> = {
  gift: 'G',
  goal_gift: 'GG',
  purchase: 'P',
  membership: 'M',
};

/** How a payment of each kind is posted in the ledger and listed on its payee's statement. */
const ledgerType = (kind: PaymentKind) => (kind === 'gift' || kind === 'goal_gift' ? 'donation' : 'payment');
const statementType = (kind: PaymentKind) =>
  kind === 'purchase' ? 'payment' : kind === 'membership' ? 'membership' : 'donation';
const newReference = (kind: PaymentKind) => `${referencePrefix[kind]}-${readableCode(12)}`;

/** A page to send the payer back to: the one the caller asked for, checked, or the feature's own. */
export interface ReturnAddress {
  given: string | undefined;
  fallback: string;
}

export type PaymentsServiceDeps = Parameters<typeof createPaymentsService>[0];

export function createPaymentsService(deps: {
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
}) {
  const { db, repository, provider, log } = deps;
  const subscriptionRows = createSubscriptionsRepository(db);
  const now = deps.now ?? (() => new Date());
  const ownOrigin = new URL(deps.publicUrl).origin;

  // people are only ever sent back to our own pages: an open redirect would lend our address to phishing
  function ownUrl(field: string, label: string, address: ReturnAddress) {
    if (!address.given) return address.fallback;
    let url: URL;
    try {
      url = new URL(address.given, deps.publicUrl);
    } catch {
      throw fieldError(field, `The ${label} must be a page of this site.`);
    }
    if (url.origin !== ownOrigin) throw fieldError(field, `The ${label} must be a page of this site.`);
    return url.toString();
  }
  const handlers: Partial<Record<PaymentKind, SettlementHandler>> = { ...deps.handlers };
  const listeners = [...(deps.listeners ?? [])];
  // the features register while the app is built; what the settlement statements ask is fixed at first use
  let audiencesOnce: SQL[] | null = null;
  const audiences = () => (audiencesOnce ??= listeners.flatMap(({ payees }) => (payees ? [payees] : [])));
  const registering = () => {
    if (audiencesOnce) throw new Error('payments are already settling: register while the app is built');
  };
  /** A payment locked for settlement, with which listeners' audiences hold its payee. */
  type Settling = {
    payment: PaymentRow;
    paidAt: Date;
    method: PaidMethod | null;
    /** The provider's id of the payment, when it said: its refunds name it. */
    providerPaymentId: string | null;
    audiences: boolean[];
  };

  /**
   * Settles payments whose rows the caller has locked and found unpaid: the features record their side,
   * the ledger posts the money, the payments are marked paid and the statement lines written.
   */
  async function settle(tx: Tx, items: Settling[]) {
    if (!items.length) return;
    const infos = new Map<string, SettledInfo>();
    for (const kind of new Set(items.map((item) => item.payment.kind))) {
      const handler = handlers[kind];
      if (!handler) throw new Error(`no settlement handler for ${kind}`);
      const ofKind = items.filter((item) => item.payment.kind === kind);
      const methods = new Map(
        ofKind.flatMap(({ payment, method }) => (method ? [[payment.id, method] as const] : [])),
      );
      const settled = await handler.onSettled(
        tx,
        ofKind.map((item) => item.payment),
        methods,
      );
      for (const [id, info] of settled) infos.set(id, info);
    }
    // a payment given back never reaches its payee: no credit, statement line, receipt or listener
    const refunded = items.filter(({ payment }) => infos.get(payment.id)!.refund);
    if (refunded.length) {
      if (!deps.refunds) throw new Error('a payment to refund, and no refunds');
      await deps.refunds.hold(
        tx,
        refunded.map((item) => ({ ...item, description: infos.get(item.payment.id)!.description })),
      );
      items = items.filter(({ payment }) => !infos.get(payment.id)!.refund);
      if (!items.length) return;
    }
    const postings = items.map(({ payment }) =>
      paymentSettlement({
        payeeUserId: payment.payeeUserId,
        gross: payment.amount,
        feeBasisPoints: deps.fees[payment.kind],
        pending: payment.held,
        type: ledgerType(payment.kind),
        description: infos.get(payment.id)!.description,
        reference: payment.reference,
        idempotencyKey: `settle:${payment.id}`,
      }),
    );
    const fees = postings.map(
      (posting) =>
        posting.entries.find((e) => 'platform' in e.account && e.account.platform === 'platform_fees')
          ?.amount ?? 0,
    );
    // a reward is a share of a fee: a batch without fees has none, and is not asked about
    const rewards =
      deps.referrals && fees.some((fee) => fee > 0)
        ? await deps.referrals.rewardsFor(
            tx,
            items.map((item, i) => ({ ...item, fee: fees[i]! })),
          )
        : [];
    const byId = new Map(items.map(({ payment }) => [payment.id, payment]));
    const rewardPostings = rewards.map((reward) =>
      referralRewardPosting({
        paymentId: reward.paymentId,
        referrerUserId: reward.referrerUserId,
        amount: reward.amount,
        pending: byId.get(reward.paymentId)!.held,
        description: reward.description,
      }),
    );
    // one statement for the payments and their rewards: every user account it moves is locked in one order
    const allPosted = await deps.ledger.postMany(tx, [...postings, ...rewardPostings]);
    const posted = allPosted.slice(0, postings.length);
    const rewardLines = rewards.flatMap((reward, i) => {
      const transaction = allPosted[postings.length + i];
      if (!transaction) return [];
      return [
        {
          userId: reward.referrerUserId,
          transactionNo: transaction.transactionNo,
          type: 'referral_reward' as const,
          status: 'completed' as const,
          description: reward.description,
          // the payment's reference would open someone else's gift: the transaction number is enough
          reference: null,
          totalAmount: reward.amount,
          grossAmount: reward.amount,
          feeAmount: 0,
          balance: byId.get(reward.paymentId)!.held ? ('pending' as const) : ('available' as const),
          // the referred creator is named in the description; they are not a supporter of the referrer
          referredUserId: reward.referredUserId,
        },
      ];
    });
    // a signed-in payer gets a receipt by mail; a visitor left no address
    const withPayer = items.filter(({ payment }) => payment.payerUserId).map(({ payment }) => payment.id);
    if (withPayer.length) await deps.queueReceipts?.(tx, withPayer);
    const settled = items.map(({ payment }, i): SettledPayment => {
      const transaction = posted[i];
      // the payment row is locked and was not paid, so its key cannot have been used
      if (!transaction) throw new Error(`payment ${payment.id} was posted before`);
      return {
        payment,
        info: infos.get(payment.id)!,
        netAmount: payment.amount - fees[i]!,
        ledgerTransactionId: transaction.id,
      };
    });
    // the lock said which listeners' audiences hold each payee, in the order of `audiences`
    let audience = 0;
    for (const listener of listeners) {
      const index = listener.payees ? audience++ : -1;
      const told = index < 0 ? settled : settled.filter((_settled, i) => items[i]!.audiences[index]);
      if (told.length) await listener(tx, told);
    }
    await repository.markPaid(
      tx,
      items.map(({ payment, paidAt, providerPaymentId }, i) => {
        const transaction = posted[i]!;
        const { info, netAmount } = settled[i]!;
        const fee = payment.amount - netAmount;
        return {
          paymentId: payment.id,
          paidAt,
          ledgerTransactionId: transaction.id,
          providerPaymentId,
          line: {
            userId: payment.payeeUserId,
            transactionNo: transaction.transactionNo,
            type: statementType(payment.kind),
            status: 'completed' as const,
            description: info.description,
            reference: payment.reference,
            totalAmount: netAmount,
            grossAmount: payment.amount,
            feeAmount: fee,
            balance: payment.held ? ('pending' as const) : ('available' as const),
            giftId: info.giftId ?? null,
            counterpartyName: info.counterpartyName ?? null,
            message: info.message ?? null,
          },
        };
      }),
      rewardLines,
    );
  }

  type Mismatched = {
    payment: PaymentRow;
    paidAt: Date;
    paidAmount: number;
    providerPaymentId: string | null;
  };

  /**
   * Gives back payments of another amount than the one asked for, whose rows the caller has locked and
   * found unpaid: never credited to the payee, refunded in full to the payer (decision 0066).
   */
  async function refundMismatched(tx: Tx, items: Mismatched[]) {
    if (!items.length) return;
    if (!deps.refunds) throw new Error('a payment to refund, and no refunds');
    for (const { payment, paidAmount } of items) {
      log.error(
        { reference: payment.reference, paid: paidAmount, expected: payment.amount },
        'paid amount differs: refunding it',
      );
    }
    await deps.refunds.hold(
      tx,
      items.map((item) => ({ ...item, description: `${item.payment.description} (refunded)` })),
    );
  }

  /**
   * Ends charges of saved methods that the provider refused, whose rows the caller has locked and found
   * pending: cancelled, and their features told in the same transaction.
   */
  async function fail(tx: Tx, items: { payment: PaymentRow; failureCode: string }[]) {
    if (!items.length) return;
    await repository.cancelLocked(
      tx,
      items.map(({ payment }) => payment.id),
    );
    for (const kind of new Set(items.map(({ payment }) => payment.kind))) {
      const ofKind = items.filter(({ payment }) => payment.kind === kind);
      await handlers[kind]?.onFailed?.(
        tx,
        ofKind.map(({ payment }) => payment),
        new Map(ofKind.map(({ payment, failureCode }) => [payment.id, failureCode])),
      );
    }
  }

  /**
   * Records the payments of subscription periods the provider billed by itself (decision 0127): one per
   * invoice, however often and on however many instances its events arrive (the payments' unique keys
   * decide), in the transaction that then settles it. A period whose checkout is known (the first, paid
   * by its payer at joining, or one recorded before) is left as it is.
   */
  async function recordPeriods(tx: Tx, events: PaymentEvent[]) {
    for (const event of events) {
      if (event.type !== 'checkout.paid' || !event.subscription) continue;
      if (await subscriptionRows.hasCheckout(tx, provider.name, event.checkoutId)) continue;
      const { subscriptionId, invoiceId } = event.subscription;
      let found: { kind: PaymentKind; renewal: SubscriptionRenewal } | null = null;
      for (const [kind, handler] of Object.entries(handlers) as [PaymentKind, SettlementHandler][]) {
        const renewal = await handler.renewalOf?.(tx, subscriptionId);
        if (renewal) found = { kind, renewal };
        if (found) break;
      }
      if (!found) {
        log.warn({ subscriptionId, invoiceId }, 'a paid period of an unknown subscription');
        continue;
      }
      // nobody is sent anywhere after a period the provider billed; the columns hold the site's address
      const home = new URL('/', deps.publicUrl).toString();
      const row = await subscriptionRows.insertPeriod(tx, {
        reference: newReference(found.kind),
        requestKey: `subscription-invoice:${provider.name}:${invoiceId}`,
        provider: provider.name,
        kind: found.kind,
        payeeUserId: found.renewal.payeeUserId,
        payerUserId: found.renewal.payerUserId,
        amount: event.amount,
        currency: event.currency,
        source: 'web',
        description: found.renewal.description,
        successRedirectUrl: home,
        failureRedirectUrl: home,
        providerCheckoutId: event.checkoutId,
      });
      if (row) await found.renewal.record(tx, row);
    }
  }

  /**
   * Stores verified events (each once) and settles the payments that new `checkout.paid` events are for,
   * unless they settled already. Returns, per event, whether it had been received before.
   */
  async function processEvents(tx: Tx, events: PaymentEvent[]) {
    // in one order, like every other row this transaction takes
    const sorted = [...events].sort((a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
    await recordPeriods(tx, sorted);
    const { fresh, locked } = await repository.recordEventsAndLock(
      tx,
      provider.name,
      sorted.map((event) => ({
        eventId: event.eventId,
        type: event.type === 'ignored' ? event.providerType : event.type,
        payload: event.payload,
        checkoutId: event.type === 'ignored' ? null : event.checkoutId,
        ...(event.type === 'payment.refunded' && {
          paymentId: event.providerPaymentId,
          reference: event.reference,
        }),
      })),
      audiences(),
    );
    // the same event twice in one batch is new only the first time
    const seen = new Set<string>();
    const duplicate = events.map((event) => {
      const isNew = fresh.has(event.eventId) && !seen.has(event.eventId);
      seen.add(event.eventId);
      return !isNew;
    });
    const paid = events.filter(
      (event, i): event is PaidEvent => !duplicate[i] && event.type === 'checkout.paid',
    );
    const byCheckout = new Map(locked.map((row) => [row.payment.providerCheckoutId, row]));
    const toSettle = new Map<string, Settling>();
    const toRefund = new Map<string, Mismatched>();
    const toFail = new Map<string, { payment: PaymentRow; failureCode: string }>();
    for (const event of paid) {
      const row = byCheckout.get(event.checkoutId);
      if (!row) {
        log.warn({ checkoutId: event.checkoutId }, 'paid event for an unknown checkout');
        continue;
      }
      const { payment } = row;
      if (payment.status === 'paid' || toSettle.has(payment.id) || toRefund.has(payment.id)) continue;
      const { providerPaymentId } = event;
      if (event.amount !== payment.amount || event.currency !== payment.currency) {
        toRefund.set(payment.id, {
          payment,
          paidAt: event.paidAt,
          paidAmount: event.amount,
          providerPaymentId,
        });
      } else {
        toSettle.set(payment.id, { ...row, paidAt: event.paidAt, method: event.method, providerPaymentId });
      }
    }
    const failed = events.filter(
      (event, i): event is FailedEvent => !duplicate[i] && event.type === 'checkout.failed',
    );
    for (const event of failed) {
      if (event.subscription) {
        // the provider retries a period on its own, and a first invoice stays open to its payer: nothing
        // ends here; the kind is told, once per event (decision 0127)
        for (const handler of Object.values(handlers)) {
          await handler.onSubscriptionFailed?.(tx, event.subscription.subscriptionId, event.failureCode);
        }
        continue;
      }
      const payment = byCheckout.get(event.checkoutId)?.payment;
      if (!payment) {
        log.warn({ checkoutId: event.checkoutId }, 'failed event for an unknown checkout');
        continue;
      }
      // a charge already paid stays paid; one failure is told once however many events say it
      if (payment.status !== 'pending' || toSettle.has(payment.id) || toFail.has(payment.id)) continue;
      toFail.set(payment.id, { payment, failureCode: event.failureCode });
    }
    await refundMismatched(tx, [...toRefund.values()]);
    await settle(tx, [...toSettle.values()]);
    await fail(tx, [...toFail.values()]);
    // after the settlements: a payment paid and refunded in one batch is paid first
    const refunded = events.filter(
      (event, i): event is RefundedEvent => !duplicate[i] && event.type === 'payment.refunded',
    );
    const refundedPayees: string[] = [];
    // the provider's ids of the payments, as kept before or as settled by this batch
    const byProviderPayment = new Map<string, { payment: PaymentRow }>();
    for (const row of locked) {
      if (row.payment.providerPaymentId) byProviderPayment.set(row.payment.providerPaymentId, row);
    }
    for (const item of [...toSettle.values(), ...toRefund.values()]) {
      if (item.providerPaymentId) byProviderPayment.set(item.providerPaymentId, item);
    }
    for (const event of refunded) {
      // the provider's payment id says it best; the checkout or our reference, for payments paid before
      // it was kept
      const row =
        (event.providerPaymentId && byProviderPayment.get(event.providerPaymentId)) ||
        (event.checkoutId && byCheckout.get(event.checkoutId)) ||
        (event.reference && locked.find(({ payment }) => payment.reference === event.reference)) ||
        undefined;
      if (!row) {
        log.warn(
          { providerPaymentId: event.providerPaymentId, reference: event.reference },
          'refund event for an unknown payment',
        );
        continue;
      }
      if (!deps.refunds) throw new Error('a refund reported, and no refunds');
      const moved = await deps.refunds.fromProvider(tx, {
        reference: row.payment.reference,
        refunds: event.refunds,
      });
      if (moved) refundedPayees.push(moved.payeeUserId);
    }
    return {
      duplicate,
      settled: [...toSettle.values()].map(({ payment }) => summaryOf(payment)),
      refundedPayees,
    };
  }

  const reportSettled = async (settled: SettledSummary[], refundedPayees: string[] = []) => {
    if (settled.length) await deps.onSettled?.(settled);
    if (refundedPayees.length) await deps.onRefunded?.([...new Set(refundedPayees)]);
  };

  /**
   * Settles a pending payment from the provider's answer about its checkout (a verified re-fetch), in
   * a transaction that locks the row first: a webhook for the same payment arriving at the same moment,
   * on this instance or another, finds it paid and does nothing.
   */
  async function settleFromProvider(
    payment: PaymentRow,
    ask: (checkoutId: string) => Promise<CheckoutState | null> = (id) => provider.fetchCheckout(id),
  ) {
    const state = await ask(payment.providerCheckoutId!).catch((err: unknown) => {
      log.warn({ err, reference: payment.reference }, 'checking a checkout failed');
      return null;
    });
    if (state?.status === 'cancelled' && state.failureCode) {
      // a refused charge whose webhook was lost: ended as the webhook would have
      const row = await db.transaction(async (tx) => {
        const [locked] = await repository.lockForSettlement(tx, [payment.id]);
        if (locked!.payment.status === 'pending') {
          await fail(tx, [{ payment: locked!.payment, failureCode: state.failureCode! }]);
        }
        return (await repository.lockById(tx, payment.id))!;
      });
      return { payment: row, state };
    }
    if (state?.status !== 'paid') return { payment, state };
    const mismatched = state.amount !== payment.amount || state.currency !== payment.currency;
    let settledNow = false;
    const row = await db.transaction(async (tx) => {
      const [locked] = await repository.lockForSettlement(tx, [payment.id], audiences());
      if (locked!.payment.status !== 'paid') {
        const paidAt = state.paidAt ?? new Date();
        const providerPaymentId = state.providerPaymentId ?? null;
        if (mismatched) {
          await refundMismatched(tx, [
            { payment: locked!.payment, paidAt, paidAmount: state.amount, providerPaymentId },
          ]);
        } else {
          await settle(tx, [{ ...locked!, paidAt, method: state.method, providerPaymentId }]);
          settledNow = true;
        }
      }
      return (await repository.lockById(tx, payment.id))!;
    });
    if (settledNow) await reportSettled([summaryOf(payment)]);
    return { payment: row, state };
  }

  // webhooks that arrive together settle together: one database transaction and one commit per batch
  const webhookBatcher = createBatcher<PaymentEvent, boolean>({
    maxSize: 200,
    // rows are always locked in id order, so batches running side by side wait rather than deadlock
    concurrency: 3,
    // a batch costs about ten round trips whatever its size: one beside another is worth starting only
    // once it carries a dozen payments; fewer wait for a running batch to end (decision 0056)
    minSizeBeside: 12,
    run: async (events) => {
      try {
        const outcome = await db.transaction((tx) => processEvents(tx, events));
        await reportSettled(outcome.settled, outcome.refundedPayees);
        return outcome.duplicate.map((value) => ({ status: 'fulfilled' as const, value }));
      } catch (error) {
        if (events.length === 1) throw error;
        // one bad event must not fail the others: settle each on its own
        log.warn({ err: error, events: events.length }, 'a webhook batch failed; settling one by one');
        return Promise.allSettled(
          events.map(async (event) => {
            const outcome = await db.transaction((tx) => processEvents(tx, [event]));
            await reportSettled(outcome.settled, outcome.refundedPayees);
            return outcome.duplicate[0]!;
          }),
        );
      }
    },
  });

  /**
   * The velocity limits of a signed-in payer's new checkout (decision 0108), one at a time per payer: the
   * kind's own (a new account's first-day gifts), then the checkouts they opened in the last hour.
   */
  async function checkVelocity(
    tx: Tx,
    payerUserId: string,
    at: Date,
    own: ((tx: Tx, payerUserId: string) => Promise<void>) | undefined,
  ) {
    const { velocity } = deps;
    if (!velocity && !own) return;
    await repository.lockPayer(tx, payerUserId);
    await own?.(tx, payerUserId);
    if (!velocity) return;
    const limit = await velocity.limitOf(tx, payerUserId, 'checkouts_per_hour');
    const times = await repository.checkoutTimes(tx, {
      payerUserId,
      since: new Date(at.getTime() - HOUR_MS),
      newest: limit,
    });
    velocity.enforce({
      key: 'checkouts_per_hour',
      limit,
      count: times.length,
      oldest: times.at(-1) ?? null,
      windowMs: HOUR_MS,
    });
  }

  return {
    /**
     * Whether a paid payment goes back to its payer instead of its payee, and why (decision 0066): the
     * return page must not thank anyone for it.
     */
    givenBack: (payment: PaymentRow) =>
      payment.status === 'paid' ? repository.findSettlementRefund(payment.id) : Promise.resolve(null),

    /** What the payer of a paid payment is told, when its kind has its own words. */
    async thanks(payment: PaymentRow, payeeName: string, t: TFunction) {
      return (await handlers[payment.kind]?.thanks?.(payment, payeeName, t)) ?? null;
    },

    /** How payments of `kind` settle: the feature that starts them says so, once, while the app is built. */
    registerSettlement(kind: PaymentKind, handler: SettlementHandler) {
      registering();
      if (handlers[kind]) throw new Error(`payments of kind ${kind} already settle elsewhere`);
      handlers[kind] = handler;
    },

    /**
     * What a refund ends besides the money, by the payment's kind: each kind's settlement handler says
     * (decision 0104). A kind without one (a purchase: refunds close its post themselves) ends nothing more.
     */
    refundEffects: {
      taken: async (tx, payment, refund) => {
        await handlers[payment.kind]?.onRefunded?.(tx, payment, refund);
      },
      returned: async (tx, payment, refund) => {
        await handlers[payment.kind]?.onRefundReturned?.(tx, payment, refund);
      },
    } satisfies RefundEffects,

    /** Tells `listener` of the payments that settle, inside the settlement's transaction. */
    addSettlementListener(listener: SettlementListener) {
      registering();
      listeners.push(listener);
    },
    /**
     * Opens a checkout at the provider. `record` writes the feature's own rows in the same transaction
     * as the payment, so a gift never exists without its payment or the other way round.
     */
    async startCheckout(input: {
      kind: PaymentKind;
      payeeUserId: string;
      payerUserId: string | null;
      amount: Centavos;
      source: PaymentSource;
      description: string;
      /** Where the payer is sent back: the address the caller gave (one of this site's pages), or the fallback. */
      successUrl: ReturnAddress;
      failureUrl: ReturnAddress;
      campaign: Record<string, string>;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
      /** The payer is offered to keep the method for `chargeSaved` (a card or Maya, never GCash). */
      saveMethod?: boolean;
      /**
       * The kind's own velocity limit, checked (and thrown) in the transaction that records the payment,
       * after the payer's other checkouts are locked: it counts what is recorded, never a race's double.
       */
      limit?: (tx: Tx, payerUserId: string) => Promise<void>;
    }) {
      const successAddress = ownUrl('success_redirect_url', 'success redirect url', input.successUrl);
      const failureAddress = ownUrl('failure_redirect_url', 'failure redirect url', input.failureUrl);
      // a repeat of a call that an instance left mid-way (its Idempotency-Key's claim taken over): the
      // payment that call made is the answer, its checkout opened if it was not yet (decision 0073)
      const requestKey = deps.callKey?.() ?? null;
      let made = requestKey ? await repository.findByRequestKey(requestKey) : null;
      if (made?.checkoutUrl) return { linkUrl: made.checkoutUrl, reference: made.reference };
      const reference = made?.reference ?? newReference(input.kind);
      const withReference = (url: string) => {
        const parsed = new URL(url);
        parsed.searchParams.set('reference', reference);
        return parsed.toString();
      };
      const successUrl = withReference(successAddress);
      const failureUrl = withReference(failureAddress);
      const insert = () =>
        db.transaction(async (tx) => {
          const openedAt = now();
          if (input.payerUserId) await checkVelocity(tx, input.payerUserId, openedAt, input.limit);
          const row = await repository.insertPayment(tx, {
            createdAt: openedAt,
            reference,
            requestKey,
            provider: provider.name,
            kind: input.kind,
            payeeUserId: input.payeeUserId,
            payerUserId: input.payerUserId,
            amount: input.amount,
            source: input.source,
            description: input.description,
            successRedirectUrl: successUrl,
            failureRedirectUrl: failureUrl,
            campaign: Object.keys(input.campaign).length ? input.campaign : null,
          });
          await input.record(tx, row);
          return row;
        });
      made ??= await insert().catch(async (err: unknown) => {
        // the first run, still going after all, made it meanwhile
        if (requestKey && isUniqueViolation(err, 'payments_request_key_unique')) {
          return (await repository.findByRequestKey(requestKey))!;
        }
        throw err;
      });
      if (made.checkoutUrl) return { linkUrl: made.checkoutUrl, reference: made.reference };
      const payment = made;
      let checkout;
      try {
        checkout = await provider.createCheckout({
          reference: payment.reference,
          amount: payment.amount,
          currency: 'PHP',
          description: payment.description,
          successUrl: payment.successRedirectUrl,
          failureUrl: payment.failureRedirectUrl,
          ...(input.saveMethod && { saveMethod: true }),
        });
      } catch (err) {
        await repository.markCancelled(payment.id);
        // refused for our key or account (decision 0126): nothing the person can change, so unavailable to them
        if (err instanceof ProviderRefusedError && !err.byAccount) {
          // the provider will never take this checkout as it is: the person is told why, the operator its code
          log.warn({ code: err.code, detail: err.detail, reference }, 'the provider refused a checkout');
          throw checkoutRefusal(err);
        }
        log.error({ err, reference }, 'creating a checkout failed');
        throw new AppError(
          'unavailable',
          'The payment provider is not available right now. Please try again.',
        );
      }
      await repository.setCheckout(payment.id, checkout.checkoutId, checkout.url);
      return { linkUrl: checkout.url, reference: payment.reference };
    },

    /** The method types the provider's subscriptions take, or null when it offers none (decision 0127). */
    subscriptionMethods: provider.subscriptions?.methods ?? null,

    /** Whether a renewal handle names a subscription the provider bills by itself: never charged here. */
    billsItself: (token: string) => provider.subscriptions?.owns(token) ?? false,

    /**
     * Starts a subscription at the provider (decision 0127): the payer's customer and the plan made once
     * and kept, then the subscription, whose first invoice is this payment's checkout, paid by its payer now.
     * Later periods are billed by the provider and recorded by the kind's `renewalOf` when it says so.
     */
    async startSubscription(input: {
      kind: PaymentKind;
      payeeUserId: string;
      payer: { userId: string; name: string; email: string | null };
      amount: Centavos;
      description: string;
      /** Our key for what the plan bills (a tier, its period and its price), and its name at the provider. */
      plan: { key: string; name: string; months: number };
      successUrl: ReturnAddress;
      failureUrl: ReturnAddress;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
    }) {
      const gateway = provider.subscriptions;
      if (!gateway) throw new Error(`${provider.name} bills no subscriptions`);
      const successAddress = ownUrl('success_redirect_url', 'success redirect url', input.successUrl);
      const failureAddress = ownUrl('failure_redirect_url', 'failure redirect url', input.failureUrl);
      const reference = newReference(input.kind);
      const withReference = (url: string) => {
        const parsed = new URL(url);
        parsed.searchParams.set('reference', reference);
        return parsed.toString();
      };
      const payment = await db.transaction(async (tx) => {
        const openedAt = now();
        await checkVelocity(tx, input.payer.userId, openedAt, undefined);
        const row = await repository.insertPayment(tx, {
          createdAt: openedAt,
          reference,
          provider: provider.name,
          kind: input.kind,
          payeeUserId: input.payeeUserId,
          payerUserId: input.payer.userId,
          amount: input.amount,
          source: 'web',
          description: input.description,
          successRedirectUrl: withReference(successAddress),
          failureRedirectUrl: withReference(failureAddress),
        });
        await input.record(tx, row);
        return row;
      });
      try {
        const customerId =
          (await subscriptionRows.customerOf(provider.name, input.payer.userId)) ??
          (await subscriptionRows.keepCustomer(
            provider.name,
            input.payer.userId,
            await gateway.createCustomer({
              reference: input.payer.userId,
              name: input.payer.name,
              email: input.payer.email,
            }),
          ));
        const planId =
          (await subscriptionRows.planOf(provider.name, input.plan.key)) ??
          (await subscriptionRows.keepPlan(
            provider.name,
            input.plan.key,
            await gateway.createPlan({
              name: input.plan.name,
              amount: input.amount,
              currency: 'PHP',
              months: input.plan.months,
            }),
          ));
        const started = await gateway.createSubscription({
          customerId,
          planId,
          reference,
          description: input.description,
          successUrl: payment.successRedirectUrl,
          failureUrl: payment.failureRedirectUrl,
          idempotencyKey: `subscription:${payment.id}`,
        });
        await repository.setCheckout(payment.id, started.checkoutId, started.url);
        return { linkUrl: started.url, reference };
      } catch (err) {
        await repository.markCancelled(payment.id);
        if (err instanceof ProviderRefusedError && !err.byAccount) {
          log.warn({ code: err.code, detail: err.detail, reference }, 'the provider refused a subscription');
          throw checkoutRefusal(err);
        }
        log.error({ err, reference }, 'starting a subscription failed');
        throw new AppError(
          'unavailable',
          'The payment provider is not available right now. Please try again.',
        );
      }
    },

    /** Stops a subscription's billing at the provider for good (decision 0127). */
    async cancelSubscription(subscriptionId: string) {
      try {
        await provider.subscriptions?.cancelSubscription(subscriptionId);
      } catch (err) {
        log.error({ err, subscriptionId }, 'cancelling a subscription failed');
        throw new AppError(
          'unavailable',
          'The payment provider is not available right now. Please try again.',
        );
      }
    },

    /**
     * Charges a method the payer saved at an earlier checkout, with nobody present (a renewal). `record`
     * writes the feature's rows in the same transaction as the pending payment; the outcome arrives as
     * the provider's webhook and settles through the kind's handler (or reaches its `onFailed`). The same
     * `idempotencyKey` is the same payment and the same charge at the provider: a repeat never charges
     * twice, whatever became of the first.
     */
    async chargeSaved(input: {
      kind: PaymentKind;
      payeeUserId: string;
      payerUserId: string | null;
      amount: Centavos;
      description: string;
      token: string;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
      idempotencyKey: string;
      /** A label for reports; `web` unless said. */
      source?: PaymentSource;
    }): Promise<{
      paymentId: string;
      reference: string;
      status: 'pending' | 'paid' | 'failed';
      failureCode: string | null;
    }> {
      // its own namespace: a call's Idempotency-Key (startCheckout) never names a charge
      const requestKey = `saved:${input.idempotencyKey}`;
      const answer = (payment: PaymentRow, failureCode: string | null = null) => ({
        paymentId: payment.id,
        reference: payment.reference,
        status:
          payment.status === 'paid'
            ? ('paid' as const)
            : payment.status === 'pending'
              ? ('pending' as const)
              : ('failed' as const),
        failureCode,
      });
      let made = await repository.findByRequestKey(requestKey, { includeCancelled: true });
      // asked before: the charge was sent, or ended, already
      if (made && (made.providerCheckoutId || made.status !== 'pending')) return answer(made);
      // nobody is sent anywhere after a charge; the columns hold the site's address
      const home = new URL('/', deps.publicUrl).toString();
      made ??= await db
        .transaction(async (tx) => {
          const row = await repository.insertPayment(tx, {
            reference: newReference(input.kind),
            requestKey,
            provider: provider.name,
            kind: input.kind,
            payeeUserId: input.payeeUserId,
            payerUserId: input.payerUserId,
            amount: input.amount,
            source: input.source ?? 'web',
            description: input.description,
            successRedirectUrl: home,
            failureRedirectUrl: home,
          });
          await input.record(tx, row);
          return row;
        })
        .catch(async (err: unknown) => {
          // the same charge asked at the same moment: the other call made it
          if (isUniqueViolation(err, 'payments_request_key_unique')) {
            return (await repository.findByRequestKey(requestKey, { includeCancelled: true }))!;
          }
          throw err;
        });
      const payment = made;
      let charge;
      try {
        charge = await provider.chargeSaved({
          token: input.token,
          reference: payment.reference,
          amount: payment.amount,
          currency: 'PHP',
          description: payment.description,
          idempotencyKey: requestKey,
        });
      } catch (err) {
        if (err instanceof ProviderRefusedError && !err.byAccount) {
          // never chargeable (an unknown or removed token): ended as a refused charge is
          log.warn(
            { code: err.code, detail: err.detail, reference: payment.reference },
            'a saved charge was refused',
          );
          const ended = await db.transaction(async (tx) => {
            const [locked] = await repository.lockForSettlement(tx, [payment.id]);
            if (locked!.payment.status === 'pending') {
              await fail(tx, [{ payment: locked!.payment, failureCode: err.code }]);
            }
            return (await repository.lockById(tx, payment.id))!;
          });
          return answer(ended, err.code);
        }
        // the payment waits: a repeat with the same key asks the provider again, under the same key
        log.error({ err, reference: payment.reference }, 'charging a saved method failed');
        throw new AppError(
          'unavailable',
          'The payment provider is not available right now. Please try again.',
        );
      }
      await repository.setCheckout(payment.id, charge.checkoutId, null);
      if (charge.status !== 'pending') {
        // the provider's webhook can come before the checkout's id is kept, and find nothing to settle:
        // the outcome the charge answered is settled here too, once, whichever of the two comes first
        const { payment: after } = await settleFromProvider({
          ...payment,
          providerCheckoutId: charge.checkoutId,
        });
        return answer(after, charge.failureCode);
      }
      return {
        paymentId: payment.id,
        reference: payment.reference,
        status: charge.status,
        failureCode: charge.failureCode,
      };
    },

    /**
     * Takes a provider's webhook: refused unless its signature holds; each event is stored once, and a
     * payment settles once however many times, and in whatever order, events arrive.
     */
    async receiveWebhook(input: {
      headers: Record<string, string | string[] | undefined>;
      rawBody: string;
    }): Promise<{ ok: true; duplicate: boolean } | { ok: false; reason: WebhookRejection }> {
      const verified = provider.verifyWebhook({ ...input, now: new Date() });
      if (!verified.ok) return verified;
      const duplicate = await webhookBatcher.submit(verified.event);
      return { ok: true, duplicate };
    },

    /**
     * The payment as it stands; a pending one is checked with the provider first (a verified re-fetch),
     * so a lost webhook does not leave a paid gift unsettled.
     */
    async refresh(reference: string) {
      const payment = await repository.findByReference(reference);
      if (!payment) return null;
      if (payment.status !== 'pending' || !payment.providerCheckoutId) return payment;
      return (await settleFromProvider(payment)).payment;
    },

    /**
     * What a payee receives of `amount` paid as `kind`: the fee by the same rule the settlement posts
     * (`feeFor` under `paymentSettlement`), so the preview always equals the ledger line afterwards.
     */
    previewFee(input: { kind: PaymentKind; amount: Centavos }) {
      const fee = feeFor(input.amount, deps.fees[input.kind]);
      return { amount: input.amount, fee, net: input.amount - fee };
    },

    /**
     * Re-checks, at the provider, checkouts still unpaid some minutes after they opened: a paid one
     * settles (a webhook lost in an outage is never re-sent), an expired or cancelled one is closed, one
     * still open is asked about again later, each wait twice the last (up to an hour), and one open a day
     * is expired at the provider and closed. The checks longest due go first, so however many checkouts
     * are abandoned, each is reached within a few runs (decision 0065). Answers how many settled and
     * closed. Safe on every instance at once.
     */
    async reconcile(input: { openedBefore: Date; now?: Date; limit?: number }) {
      const now = input.now ?? new Date();
      const due = await repository.listDue(input.openedBefore, now, input.limit ?? reconcileRules.batchSize);
      let settled = 0;
      let closed = 0;
      for (const payment of due) {
        const age = now.getTime() - payment.createdAt.getTime();
        if (!payment.providerCheckoutId) {
          // the checkout was never opened at the provider (it failed, or the instance stopped): no one
          // can have paid it once an hour has passed
          if (age > 3_600_000) {
            await repository.markClosed(payment.id, 'cancelled');
            closed++;
          } else
            await repository.scheduleCheck(
              payment.id,
              new Date(now.getTime() + reconcileWaitMs(payment.checks)),
            );
          continue;
        }
        // a day unpaid: closed at the provider first, so nobody pays a checkout we no longer wait for
        const expiring = age >= reconcileRules.expireAfterMs;
        const { payment: after, state } = await settleFromProvider(
          payment,
          expiring ? (id) => provider.expireCheckout(id) : (id) => provider.fetchCheckout(id),
        );
        if (after.status !== 'pending') {
          // paid, or a refused charge of a saved method ended as its webhook would have
          if (after.status === 'paid') settled++;
          else closed++;
        } else if (state?.status === 'expired' || state?.status === 'cancelled') {
          await repository.markClosed(payment.id, state.status);
          closed++;
        } else {
          // still open, or the provider did not answer: asked again after a longer wait
          await repository.scheduleCheck(
            payment.id,
            new Date(now.getTime() + reconcileWaitMs(payment.checks)),
          );
        }
      }
      return { settled, closed };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
