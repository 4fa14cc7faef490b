import type { Centavos } from '@pixel/contract';

/** An account at the payment provider, as its sign-in reports it. */
export interface ProviderAccount {
  accountId: string;
  username: string;
  /** 10 digits after +63, or null when the provider did not share one. */
  mobileNumber: string | null;
}

export interface CheckoutRequest {
  /** Our reference; the provider sends it back with the payment. */
  reference: string;
  amount: Centavos;
  currency: 'PHP';
  description: string;
  successUrl: string;
  failureUrl: string;
  /**
   * The payer is offered to keep the method for later charges (`chargeSaved`); only a method that can be
   * charged again (a card, Maya) is kept, and only when the payer agrees. A provider that charges again
   * only through its subscriptions (PayMongo, decision 0127) keeps nothing at a checkout.
   */
  saveMethod?: boolean;
}

/** A plan at the provider: what each period of a subscription costs, and how long a period is. */
export interface PlanRequest {
  name: string;
  amount: Centavos;
  currency: 'PHP';
  months: number;
}

/** A subscription whose first period the payer pays now, on the provider's page or ours. */
export interface SubscriptionRequest {
  customerId: string;
  planId: string;
  /** Ours; the provider sends it back with the first payment. */
  reference: string;
  description: string;
  successUrl: string;
  failureUrl: string;
  /** The same key is the same subscription at the provider, however often the call is repeated. */
  idempotencyKey: string;
  /**
   * Bill the first period from this date, not now (a free trial's end, decision 0155): unconfirmed at
   * PayMongo (`PAYMONGO_TRIAL_START_ATTRIBUTE`); never asked while its trials are off.
   */
  billsFrom?: Date;
}

/**
 * A subscription as made: its id (the membership's renewal handle) and the checkout of its first period:
 * the first invoice's payment, which the payer completes on-session at `url`.
 */
export interface StartedSubscription {
  subscriptionId: string;
  checkoutId: string;
  url: string;
}

/**
 * A provider's recurring billing (decision 0127): a customer per payer, a plan per price and period, and
 * a subscription that the provider bills by itself each period, telling each period's outcome by webhook
 * (`checkout.paid` or `checkout.failed` with `subscription`).
 */
export interface SubscriptionGateway {
  /** The method types a subscription can be paid with (PayMongo: cards and Maya). */
  readonly methods: readonly string[];
  createCustomer(input: { reference: string; name: string; email: string | null }): Promise<string>;
  createPlan(input: PlanRequest): Promise<string>;
  createSubscription(input: SubscriptionRequest): Promise<StartedSubscription>;
  /** Stops the provider's billing for good; a subscription it no longer knows counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Whether a renewal handle names one of its subscriptions (billed by the provider, never charged here). */
  owns(token: string): boolean;
}

/**
 * A method kept with nothing charged (decision 0155): a free trial's card, charged by `chargeSaved` at the
 * trial's end. The payer gives it on the provider's page at `url`.
 */
export interface MethodSetup {
  setupId: string;
  url: string;
}

/** A kept method as the provider tells it: its handle to charge it, and the same card's same fingerprint. */
export interface KeptMethod {
  /** `card`. */
  type: string;
  /** For `chargeSaved`. */
  recurringToken: string;
  /** The same card is the same fingerprint, whoever keeps it and however often. */
  fingerprint: string;
}

/** A provider's keeping of a method with nothing charged, where it offers it (decision 0155). */
export interface MethodSetupGateway {
  /** The method types it keeps (`card`): what a free trial can be started with. */
  readonly methods: readonly string[];
  createSetup(input: {
    /** Ours; the provider keeps it with the setup. */
    reference: string;
    description: string;
    successUrl: string;
    failureUrl: string;
  }): Promise<MethodSetup>;
  /** The setup now: `kept` with its method once the payer gave one; null when the provider does not know it. */
  fetchSetup(
    setupId: string,
  ): Promise<{ status: 'active' | 'kept' | 'cancelled' | 'expired'; method: KeptMethod | null } | null>;
}

/** A period of a subscription, as its invoice event names it. */
export interface SubscriptionPeriod {
  subscriptionId: string;
  /** The provider's invoice of the period: the same invoice is the same renewal, however often told. */
  invoiceId: string;
}

/** How a payment was paid, in the provider's words, and its handle to charge that method again. */
export interface PaidMethod {
  /** `gcash`, `card`, `paymaya`… */
  type: string;
  /** Non-null only when the checkout asked to save the method and the method can be charged again. */
  recurringToken: string | null;
}

/** A merchant-initiated charge of a method the payer saved earlier. */
export interface SavedMethodCharge {
  /** A `recurringToken` from a paid checkout. */
  token: string;
  /** Ours; the provider sends it back with the charge's outcome. */
  reference: string;
  amount: Centavos;
  currency: 'PHP';
  description: string;
  /** The same key is the same charge at the provider, however often the call is repeated. */
  idempotencyKey: string;
}

/**
 * A saved method's charge as the provider first answers it. Its outcome (even when already paid or
 * failed here) also arrives as a webhook: `checkout.paid` or `checkout.failed` for `checkoutId`.
 */
export interface SavedMethodChargeResult {
  checkoutId: string;
  status: 'pending' | 'paid' | 'failed';
  /** The provider's reason for a failed charge (`card_declined`, `insufficient_funds`…). */
  failureCode: string | null;
}

export interface Checkout {
  checkoutId: string;
  /** The hosted page the supporter pays on. */
  url: string;
}

/** A provider event after its signature was checked, reduced to what the product acts on. */
export type PaymentEvent =
  | {
      eventId: string;
      type: 'checkout.paid';
      checkoutId: string;
      reference: string | null;
      amount: Centavos;
      currency: string;
      paidAt: Date;
      /** How it was paid; null when the provider did not say. */
      method: PaidMethod | null;
      /** The provider's own id of the payment (PayMongo's `pay_…`), which its refunds name; null when it has none. */
      providerPaymentId: string | null;
      /** A period of a subscription the provider billed by itself (its first, or a renewal). */
      subscription?: SubscriptionPeriod;
      payload: unknown;
    }
  | {
      eventId: string;
      /** A charge of a saved method was refused (a card declined): it will never be paid. */
      type: 'checkout.failed';
      checkoutId: string;
      reference: string | null;
      failureCode: string;
      /** A period of a subscription the provider could not collect. */
      subscription?: SubscriptionPeriod;
      payload: unknown;
    }
  | {
      eventId: string;
      /**
       * The provider reports a payment's refunds: one asked for here, or one someone made on its own
       * dashboard (decision 0104). Names the payment as the provider knows it; each refund in the provider's
       * states, `succeeded` once the money is back with the payer.
       */
      type: 'payment.refunded';
      /** The provider's id of the refunded payment (PayMongo's `pay_…`); null when it has none. */
      providerPaymentId: string | null;
      /** The checkout (a charge's payment intent) the payment was made at, when the provider says. */
      checkoutId: string | null;
      /** Ours, when the provider kept it with the payment or the refund. */
      reference: string | null;
      refunds: ReportedRefund[];
      payload: unknown;
    }
  | { eventId: string; type: 'ignored'; providerType: string; payload: unknown };

/** A refund as a provider's event reports it. */
export interface ReportedRefund {
  id: string;
  amount: Centavos;
  status: ProviderRefund['status'];
}

export interface CheckoutState {
  status: 'active' | 'paid' | 'cancelled' | 'expired';
  amount: Centavos;
  currency: string;
  paidAt: Date | null;
  /** How it was paid, once paid and when the provider says. */
  method: PaidMethod | null;
  /** Why a charge of a saved method failed, when it did (its state is then `cancelled`). */
  failureCode?: string | null;
  /** The provider's own id of the paid payment, once paid, when it has one (PayMongo's `pay_…`). */
  providerPaymentId?: string | null;
}

export interface RefundRequest {
  /**
   * The provider's own id of the payment that goes back (PayMongo's `pay_…`), as its paid event or checkout
   * said when it settled: a refund names the payment, whatever it was paid at. Null when it was not kept.
   */
  providerPaymentId: string | null;
  /** The checkout it was paid at (a hosted checkout, or a charge's payment intent), to find it by otherwise. */
  checkoutId: string;
  amount: Centavos;
  currency: 'PHP';
  /**
   * Why, in our words: `duplicate` for a second payment for what was already bought, `others` for a
   * payment of another amount than the one asked for, `requested_by_customer` for one staff gave back.
   * Each provider sends the nearest reason its documents list.
   */
  reason: 'duplicate' | 'requested_by_customer' | 'others';
  /** Ours (the payment's reference), kept by the provider with the refund. */
  reference: string;
  /** The same key is the same refund at the provider, however often the call is repeated. */
  idempotencyKey: string;
}

/** A refund as the provider reports it: pending until the money is back with the payer. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
}

/** Why a webhook was refused; nothing is written for any of them. */
export type WebhookRejection = 'missing_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed_body';

/** A bank or e-wallet the provider can pay out to. */
export interface PayoutChannel {
  slug: string;
  name: string;
  type: 'bank' | 'ewallet';
  /** The step a payout's amount must be a multiple of, in centavos (100: whole pesos); 1 when not said. */
  amountIncrement?: Centavos;
}

export interface PayoutRequest {
  /** Ours; the provider keeps it as its reference. */
  reference: string;
  /** The same key is the same payout at the provider, however often the call is repeated. */
  idempotencyKey: string;
  /** A channel slug from `listChannels`, or DIRECT_EPAYMENT_SLUG for the linked e-wallet account. */
  channel: string;
  /** A bank account number, or for an e-wallet the 10 digits after +63. */
  accountNumber: string;
  accountHolderName: string;
  amount: Centavos;
  currency: 'PHP';
  description: string;
}

/** A payout as the provider reports it, reduced to what moves money here. */
export interface ProviderPayout {
  id: string;
  reference: string | null;
  /** pending: accepted, not final; reversed: it had succeeded and came back. */
  status: 'pending' | 'succeeded' | 'failed' | 'reversed';
  failureCode: string | null;
}

/** The provider's payouts: the bank list, sending money out, and what it says about a payout later. */
export interface PayoutGateway {
  /** Named in the webhook path: /v1/webhooks/{name}/payouts. */
  readonly name: 'sandbox' | 'xendit' | 'none';
  listChannels(): Promise<PayoutChannel[]>;
  /**
   * Asks for a payout. Throws ProviderUnavailableError when it may be retried with the same key, and
   * PayoutRejectedError when the provider refused it for good (the money goes back to the user).
   */
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  fetchPayout(id: string): Promise<ProviderPayout | null>;
  /**
   * The step a payout's amount to `channel` (a slug, or DIRECT_EPAYMENT_SLUG) must be a multiple of, in
   * centavos: 1 when any amount goes, 100 for whole pesos.
   */
  amountIncrement(channel: string): Promise<Centavos>;
  /** Checks a payout webhook's authenticity, then parses it. */
  verifyPayoutWebhook(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
    now: Date;
  }): { ok: true; event: ProviderPayout | null } | { ok: false; reason: WebhookRejection };
}

/** The provider refused a payout for a reason retrying will not fix (an unknown account, say). */
export class PayoutRejectedError extends Error {
  constructor(
    readonly code: string,
    /** The provider's own words, for finance. */
    readonly detail: string | null = null,
  ) {
    super(`payout refused: ${code}${detail ? ` (${detail})` : ''}`);
  }
}

/**
 * What the product needs from an e-payment provider. The domain code never knows which provider runs.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paymongo';
  /** Bank list and payouts. */
  readonly payouts: PayoutGateway;
  /** Whether people can sign in with an account at this provider ('Continue with e-payment account'). */
  readonly accountSignIn: boolean;
  /** Where to send the browser so the person signs in at the provider and comes back to `redirectUri`. */
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the one-time code the provider sent back for the account; null when it is not valid. */
  exchangeAuthorizationCode(code: string): Promise<ProviderAccount | null>;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks the signature over the raw body, then parses it. */
  verifyWebhook(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
    now: Date;
  }): { ok: true; event: PaymentEvent } | { ok: false; reason: WebhookRejection };
  /** Asks the provider for the state of a checkout, for when a webhook is late or lost. */
  fetchCheckout(checkoutId: string): Promise<CheckoutState | null>;
  /**
   * Closes a checkout nobody paid, so it cannot be paid later; answers its state afterwards (paid when
   * it was paid meanwhile), or null when the provider does not know it.
   */
  expireCheckout(checkoutId: string): Promise<CheckoutState | null>;
  /**
   * Gives a paid checkout's money back to its payer. Throws ProviderUnavailableError when it may be
   * retried with the same key.
   */
  createRefund(request: RefundRequest): Promise<ProviderRefund>;
  /** A refund's state now; null when the provider does not know it. */
  fetchRefund(id: string): Promise<ProviderRefund | null>;
  /**
   * Charges a saved method with no payer present (a renewal). Throws ProviderUnavailableError when it
   * may be retried with the same key, ProviderRefusedError when it never will be (an unknown token).
   */
  chargeSaved(request: SavedMethodCharge): Promise<SavedMethodChargeResult>;
  /** Recurring billing by the provider itself, where it offers and the account has it (decision 0127). */
  readonly subscriptions?: SubscriptionGateway;
  /** A method kept with nothing charged, for free trials, where the provider offers it (decision 0155). */
  readonly methodSetups?: MethodSetupGateway;
}

/**
 * The provider could not be reached, failed, or refused the call for now (its balance is short, the
 * same refund is still processing): the same call, under the same key, may pass later.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** The provider's code when it answered one (`available_balance_insufficient`, `SERVER_ERROR`). */
    readonly code: string | null = null,
    /** The provider's own words, when it answered any. */
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

/**
 * The provider refused the call for good, with its own code (`parameter_below_minimum`,
 * `refund_not_allowed`…) and its words: repeating it changes nothing.
 */
export class ProviderRefusedError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string | null,
    /** The field of our request it names (`amount`, `payment_method_types`), when it says. */
    readonly field: string | null = null,
    /** The provider's HTTP status. */
    readonly status = 400,
  ) {
    super(`refused: ${code}${detail ? ` (${detail})` : ''}`);
  }

  /**
   * Refused for our key or account (401, 403), not for what was asked: final for this call, but nothing
   * the payer did or can change.
   */
  get byAccount() {
    return this.status === 401 || this.status === 403;
  }
}

/** A refusal as finance reads it: the provider's code, then its words. */
export const refusalText = (code: string, detail: string | null) =>
  detail ? `${code}: ${detail.replace(/\s+/g, ' ').trim().slice(0, 300)}` : code;

/** Payouts where the provider has none configured: every call says so instead of failing later. */
export function unavailablePayouts(reason: string): PayoutGateway {
  const fail = async (): Promise<never> => {
    throw new ProviderUnavailableError(reason);
  };
  return {
    name: 'none',
    listChannels: fail,
    createPayout: fail,
    fetchPayout: fail,
    amountIncrement: fail,
    verifyPayoutWebhook: () => ({ ok: false, reason: 'missing_signature' }),
  };
}
