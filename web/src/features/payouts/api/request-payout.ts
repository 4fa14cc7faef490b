import { useMutation } from '@tanstack/react-query';
import { type PasskeyAssertion, payoutsCalls } from '@pixel/contract';
import { call, compact } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

/** What is withdrawn: an amount ("200.00"), or everything available less the fee. */
export type PayoutAmount = { amount: string; withdraw_all?: never } | { withdraw_all: true; amount?: never };

export type PayoutOrder = { bank_slug: string } & PayoutAmount;

export const payoutBody = (order: PayoutOrder) =>
  order.withdraw_all
    ? { bank_slug: order.bank_slug, withdraw_all: 1 as const }
    : { bank_slug: order.bank_slug, amount: order.amount };

/** The payout asked for, and the app's code where two-factor sign-in is on (this step only). */
export type PayoutCodeRequest = {
  order: PayoutOrder;
  twoFactorCode?: string | undefined;
  twoFactorPasskey?: PasskeyAssertion | undefined;
};

/** Checks the payout (balance, monthly cap) and sends a code to the user's mobile number. */
export const requestPayout = async (
  { order, twoFactorCode, twoFactorPasskey }: PayoutCodeRequest,
  idempotencyKey?: string,
) =>
  (
    await call(payoutsCalls.request, {
      body: {
        ...payoutBody(order),
        confirm: 1,
        ...compact({ two_factor_code: twoFactorCode, two_factor_passkey: twoFactorPasskey }),
      },
      idempotencyKey,
    })
  ).data;

export const useRequestPayout = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestPayout> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (request: PayoutCodeRequest) =>
      withIdempotencyKey('request-payout', request, (idempotencyKey) =>
        requestPayout(request, idempotencyKey),
      ),
  });
