import type { Centavos } from '@pixel/contract';
import type { SQL } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Tx } from '../../db/client.ts';
import type { paymentKinds } from '../../db/schema/index.ts';
import type { PaidMethod } from '../../providers/payments/payment-provider.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import type { HeldAccount } from '../../ledger/postings.ts';
import type { PaymentRow } from './payments.repository.ts';

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
  /**
   * Held for someone else (a gift of a membership or a post, decision 0153): the money waits in the
   * platform's gifts-held account, with no fee, statement line or listener yet; the feature moves it to the
   * payee when its recipient claims it, or gives it back to the payer.
   */
  held?: boolean;
  /** Where held money waits: gifts held unless said (a commission's first payment, decision 0165). */
  heldIn?: HeldAccount;
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
  /** What the payer's receipt adds, in the kind's own words, written with `t` (a membership's links). */
  receiptNote?(paymentId: string, t: TFunction): Promise<string | null>;
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

export interface FeeRates {
  /** Basis points of each payment the platform keeps, per kind. */
  gift: number;
  goal_gift: number;
  purchase: number;
  membership: number;
  /** A gift of a membership or a post is held (decision 0153): the fee of what it gives is taken at its claim. */
  gift_item: number;
  /** A product of a creator's shop (decision 0159): the fee of a purchase. */
  product: number;
  /** A commission (decision 0165): the fee of a purchase, taken when its money reaches the creator. */
  commission: number;
}

/** A page to send the payer back to: the one the caller asked for, checked, or the feature's own. */
export interface ReturnAddress {
  given: string | undefined;
  fallback: string;
}
