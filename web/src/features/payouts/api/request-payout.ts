import { useMutation } from '@tanstack/react-query';
import type { otpChallengeResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

/** What is withdrawn: an amount ("200.00"), or everything available less the fee. */
export type PayoutAmount = { amount: string; withdraw_all?: never } | { withdraw_all: true; amount?: never };

export type PayoutOrder = { bank_slug: string } & PayoutAmount;

export const payoutBody = (order: PayoutOrder) =>
  order.withdraw_all
    ? { bank_slug: order.bank_slug, withdraw_all: 1 }
    : { bank_slug: order.bank_slug, amount: order.amount };

/** Checks the payout (balance, monthly cap) and sends a code to the user's mobile number. */
export const requestPayout = async (order: PayoutOrder, idempotencyKey?: string) =>
  (
    await api.post<typeof otpChallengeResponse>('/v1/user/transactions/payout/request', {
      body: { ...payoutBody(order), confirm: 1 },
      idempotencyKey,
    })
  ).data;

export const useRequestPayout = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestPayout> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (order: PayoutOrder) =>
      withIdempotencyKey('request-payout', order, (idempotencyKey) => requestPayout(order, idempotencyKey)),
  });
