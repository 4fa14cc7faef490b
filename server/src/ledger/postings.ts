import type { Centavos } from '@pixel/contract';
import type { LedgerTransactionType, PlatformAccountKind } from '../db/schema/index.ts';
import type { Posting } from './ledger.ts';

/** A fee in basis points of `gross`, rounded half up to the centavo. */
export function feeFor(gross: Centavos, basisPoints: number): Centavos {
  return Math.floor((gross * basisPoints + 5_000) / 10_000);
}

/**
 * A payment the provider collected for a creator: out of provider clearing, the platform's fee to
 * platform fees, the rest to the creator, available at once or pending until the next release.
 */
export function paymentSettlement(input: {
  payeeUserId: string;
  gross: Centavos;
  feeBasisPoints: number;
  pending: boolean;
  type: Extract<LedgerTransactionType, 'donation' | 'payment' | 'product_sale' | 'commission'>;
  description: string;
  reference: string;
  idempotencyKey: string;
}): Posting {
  const fee = feeFor(input.gross, input.feeBasisPoints);
  const net = input.gross - fee;
  return {
    type: input.type,
    description: input.description,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: { platform: 'provider_clearing' }, amount: -input.gross },
      ...(net > 0
        ? [
            {
              account: { userId: input.payeeUserId, kind: input.pending ? 'pending' : 'available' } as const,
              amount: net,
            },
          ]
        : []),
      ...(fee > 0 ? [{ account: { platform: 'platform_fees' } as const, amount: fee }] : []),
    ],
  };
}

/** Where a payment nobody has yet waits: a gift for its recipient, a commission for its creator's answer. */
export type HeldAccount = Extract<PlatformAccountKind, 'gifts_held' | 'commissions_held'>;

/**
 * A gift of a membership or a post paid (decision 0153): out of provider clearing into gifts held, where it
 * waits for its recipient; a commission's first payment, into commissions held (decision 0165). Posted under
 * the settlement's key, so a payment settles this way once.
 */
export function giftHeldPosting(input: {
  account?: HeldAccount;
  gross: Centavos;
  description: string;
  reference: string;
  idempotencyKey: string;
}): Posting {
  return {
    type: 'payment',
    description: input.description,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: { platform: 'provider_clearing' }, amount: -input.gross },
      { account: { platform: input.account ?? 'gifts_held' }, amount: input.gross },
    ],
  };
}

/**
 * A held gift claimed (decision 0153): out of gifts held, the platform's fee to platform fees, the rest to
 * the creator's available balance, as the payment for what it gives would have gone. A commission accepted
 * moves out of commissions held the same way (decision 0165).
 */
export function giftClaimPosting(input: {
  account?: HeldAccount;
  payeeUserId: string;
  gross: Centavos;
  feeBasisPoints: number;
  type: Extract<LedgerTransactionType, 'donation' | 'payment' | 'commission'>;
  description: string;
  reference: string;
  idempotencyKey: string;
}): Posting {
  const fee = feeFor(input.gross, input.feeBasisPoints);
  const net = input.gross - fee;
  return {
    type: input.type,
    description: input.description,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: { platform: input.account ?? 'gifts_held' }, amount: -input.gross },
      ...(net > 0
        ? [{ account: { userId: input.payeeUserId, kind: 'available' } as const, amount: net }]
        : []),
      ...(fee > 0 ? [{ account: { platform: 'platform_fees' } as const, amount: fee }] : []),
    ],
  };
}

/**
 * A held gift unclaimed in its time (decision 0153), or a commission declined or unanswered (0165): out of
 * what held it into refunds due, for its payer.
 */
export function giftReturnPosting(input: {
  account?: HeldAccount;
  gross: Centavos;
  description: string;
  reference: string;
  idempotencyKey: string;
}): Posting {
  return {
    type: 'refund',
    description: input.description,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: { platform: input.account ?? 'gifts_held' }, amount: -input.gross },
      { account: { platform: 'refunds_due' }, amount: input.gross },
    ],
  };
}

/**
 * A payment taken only to be given back (a second payment for a post its payer already bought): out of
 * provider clearing into refunds due, never to its payee. Posted under the settlement's key, so one
 * payment settles either this way or as a payment, once.
 */
export function refundDuePosting(input: {
  gross: Centavos;
  description: string;
  reference: string;
  idempotencyKey: string;
}): Posting {
  return {
    type: 'payment',
    description: input.description,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: { platform: 'provider_clearing' }, amount: -input.gross },
      { account: { platform: 'refunds_due' }, amount: input.gross },
    ],
  };
}

/** The provider gave a payment back to its payer: the reversal of `refundDuePosting`. */
export function refundPosting(input: {
  refundId: string;
  amount: Centavos;
  description: string;
  reference: string;
}): Posting {
  return {
    type: 'refund',
    description: input.description,
    reference: input.reference,
    idempotencyKey: `refund:${input.refundId}`,
    entries: [
      { account: { platform: 'refunds_due' }, amount: -input.amount },
      { account: { platform: 'provider_clearing' }, amount: input.amount },
    ],
  };
}

/** What a refund staff gave takes back from where the payment went (decision 0099). */
export interface RefundTake {
  refundId: string;
  payeeUserId: string;
  /** From the creator's available balance, their pending one, and beyond both (what they then owe). */
  available: Centavos;
  pending: Centavos;
  owed: Centavos;
  /** The platform's fee on the part given back. */
  fee: Centavos;
  description: string;
  reference: string;
}

const takeEntries = (take: RefundTake, sign: 1 | -1) =>
  [
    { account: { userId: take.payeeUserId, kind: 'available' } as const, amount: -sign * take.available },
    { account: { userId: take.payeeUserId, kind: 'pending' } as const, amount: -sign * take.pending },
    { account: { userId: take.payeeUserId, kind: 'refund_owed' } as const, amount: -sign * take.owed },
    { account: { platform: 'platform_fees' } as const, amount: -sign * take.fee },
  ].filter((entry) => entry.amount !== 0);

/**
 * A refund staff gave, when it is asked for (`take`): the creator's share and the platform's fee move into
 * refunds due, where the provider's answer finds them (`refundPosting` sends them back to the payer); when
 * the provider refuses it (`return`), what it took goes back where it came from.
 */
export function refundTakePosting(take: RefundTake, direction: 'take' | 'return' = 'take'): Posting {
  const total = take.available + take.pending + take.owed + take.fee;
  const sign = direction === 'take' ? 1 : -1;
  return {
    type: 'refund',
    description: take.description,
    reference: take.reference,
    idempotencyKey: `refund-${direction}:${take.refundId}`,
    entries: [...takeEntries(take, sign), { account: { platform: 'refunds_due' }, amount: sign * total }],
  };
}

/** Earnings that cover what a refund left owed: from available into the owed balance, back to zero. */
export function owedRecoveryPosting(input: { userId: string; amount: Centavos; key: string }): Posting {
  return {
    type: 'refund',
    description: 'Earnings that covered a refund',
    idempotencyKey: input.key,
    entries: [
      { account: { userId: input.userId, kind: 'available' }, amount: -input.amount },
      { account: { userId: input.userId, kind: 'refund_owed' }, amount: input.amount },
    ],
  };
}

/** Pending money made available; one per user and release month. */
export function releasePosting(input: { userId: string; amount: Centavos; month: string }): Posting {
  return {
    type: 'release',
    description: `Mobile app earnings released for ${input.month}`,
    idempotencyKey: `release:${input.month}:${input.userId}`,
    entries: [
      { account: { userId: input.userId, kind: 'pending' }, amount: -input.amount },
      { account: { userId: input.userId, kind: 'available' }, amount: input.amount },
    ],
  };
}

/**
 * A referrer's share of the platform's fee on a payment to someone they brought in (decision 0052): out of
 * platform fees, so a reward never exceeds the fee it shares, into the referrer's available balance, or
 * pending when the payment itself waits for the 15th. Posted with the payment's settlement, under a key
 * of the payment: once per payment, and linked to its `settle:` posting.
 */
export function referralRewardPosting(input: {
  paymentId: string;
  referrerUserId: string;
  amount: Centavos;
  pending: boolean;
  description: string;
}): Posting {
  return {
    type: 'referral_reward',
    description: input.description,
    idempotencyKey: referralRewardKey(input.paymentId),
    entries: [
      { account: { platform: 'platform_fees' }, amount: -input.amount },
      {
        account: { userId: input.referrerUserId, kind: input.pending ? 'pending' : 'available' },
        amount: input.amount,
      },
    ],
  };
}

/** The key a payment's referral reward posts under; its settlement posts under `settle:<payment id>`. */
export const referralRewardKey = (paymentId: string) => `referral:${paymentId}`;

interface PayoutPostingInput {
  payoutId: string;
  userId: string;
  /** What the account receives. */
  amount: Centavos;
  /** Charged on top of the amount (standard payouts). */
  fee: Centavos;
  /** Of the amount, what goes to the BIR rather than the account (decision 0109). */
  withholding?: Centavos;
  reference: string;
  description: string;
}

/** The amount's way out: the account's part through provider clearing, the tax withheld owed to the BIR. */
const amountEntries = (input: PayoutPostingInput, sign: 1 | -1) => {
  const withholding = input.withholding ?? 0;
  return [
    { account: { platform: 'provider_clearing' } as const, amount: sign * (input.amount - withholding) },
    ...(withholding > 0
      ? [{ account: { platform: 'withholding_tax' } as const, amount: sign * withholding }]
      : []),
  ];
};

const feeEntry = (fee: Centavos, sign: 1 | -1) =>
  fee > 0 ? [{ account: { platform: 'payout_fees' } as const, amount: sign * fee }] : [];

/** A payout is asked for: amount and fee leave the available balance and wait in the payout hold. */
export function payoutHoldPosting(input: PayoutPostingInput): Posting {
  const total = input.amount + input.fee;
  return {
    type: 'payout',
    description: input.description,
    reference: input.reference,
    idempotencyKey: `payout:hold:${input.payoutId}`,
    entries: [
      { account: { userId: input.userId, kind: 'available' }, amount: -total },
      { account: { userId: input.userId, kind: 'payout_hold' }, amount: total },
    ],
  };
}

/** The provider paid it: the amount leaves through provider clearing and the fee is the platform's. */
export function payoutPaidPosting(input: PayoutPostingInput): Posting {
  return {
    type: 'payout',
    description: input.description,
    reference: input.reference,
    idempotencyKey: `payout:paid:${input.payoutId}`,
    entries: [
      { account: { userId: input.userId, kind: 'payout_hold' }, amount: -(input.amount + input.fee) },
      ...amountEntries(input, 1),
      ...feeEntry(input.fee, 1),
    ],
  };
}

/** The provider refused or failed it before paying: the hold goes back to available, fee included. */
export function payoutReturnPosting(input: PayoutPostingInput): Posting {
  const total = input.amount + input.fee;
  return {
    type: 'payout_reversal',
    description: input.description,
    reference: input.reference,
    idempotencyKey: `payout:return:${input.payoutId}`,
    entries: [
      { account: { userId: input.userId, kind: 'payout_hold' }, amount: -total },
      { account: { userId: input.userId, kind: 'available' }, amount: total },
    ],
  };
}

/** A paid payout came back (the bank reversed it): the amount and the fee return to available. */
export function payoutReversalPosting(input: PayoutPostingInput): Posting {
  return {
    type: 'payout_reversal',
    description: input.description,
    reference: input.reference,
    idempotencyKey: `payout:reverse:${input.payoutId}`,
    entries: [
      ...amountEntries(input, -1),
      ...feeEntry(input.fee, -1),
      { account: { userId: input.userId, kind: 'available' }, amount: input.amount + input.fee },
    ],
  };
}
