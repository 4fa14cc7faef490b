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
      payload: unknown;
    }
  | { eventId: string; type: 'ignored'; providerType: string; payload: unknown };

export interface CheckoutState {
  status: 'active' | 'paid' | 'cancelled' | 'expired';
  amount: Centavos;
  currency: string;
  paidAt: Date | null;
}

/** Why a webhook was refused; nothing is written for any of them. */
export type WebhookRejection = 'missing_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed_body';

/**
 * What the product needs from an e-payment provider. The domain code never knows which provider runs.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paymongo';
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
}

/** The provider could not be reached or refused the call: the person may try again. */
export class ProviderUnavailableError extends Error {}
