import { DIRECT_EPAYMENT_SLUG, payoutRules, type User, type UserBank } from '@pixel/contract';

/** Where a payout goes: the linked e-payment account (free), or the enabled bank (standard, with a fee). */
export type PayoutTarget =
  | { method: 'direct'; bank_slug: string; account_name: string; mobile_number: string | null }
  | {
      method: 'standard';
      bank_slug: string;
      bank_name: string;
      account_name: string;
      account_number: string;
    };

export const directTarget = (account: NonNullable<User['linked_account']>): PayoutTarget => ({
  method: 'direct',
  bank_slug: DIRECT_EPAYMENT_SLUG,
  account_name: account.username,
  mobile_number: account.mobile_number,
});

export const standardTarget = (bank: UserBank): PayoutTarget => ({
  method: 'standard',
  bank_slug: bank.bank_details.slug,
  bank_name: bank.bank_details.name,
  account_name: bank.account_name,
  account_number: bank.account_number,
});

/** The fee of a payout in centavos: standard payouts cost ₱15.00, direct e-payment is free. */
export const payoutFee = (target: PayoutTarget) =>
  target.method === 'standard' ? payoutRules.standardFee : 0;
