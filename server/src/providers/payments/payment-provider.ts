/** An account at the payment provider, as its sign-in reports it. */
export interface ProviderAccount {
  accountId: string;
  username: string;
  /** 10 digits after +63, or null when the provider did not share one. */
  mobileNumber: string | null;
}

/**
 * What the product needs from an e-payment provider. Grows with checkouts, webhooks and payouts;
 * the domain code never knows which provider runs.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paymongo';
  /** Where to send the browser so the person signs in at the provider and comes back to `redirectUri`. */
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the one-time code the provider sent back for the account; null when it is not valid. */
  exchangeAuthorizationCode(code: string): Promise<ProviderAccount | null>;
}
