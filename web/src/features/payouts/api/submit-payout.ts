import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsCalls } from '@pixel/contract';
import { balanceQueryOptions } from '@/features/wallet';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';
import { payoutBody, type PayoutOrder } from './request-payout';

/** The payout with its code: the money leaves the available balance now. */
export const submitPayout = async ({
  order,
  otpCode,
  otpToken,
  idempotencyKey,
}: {
  order: PayoutOrder;
  otpCode: string;
  otpToken: string;
  idempotencyKey?: string;
}) =>
  (
    await call(payoutsCalls.submit, {
      body: { ...payoutBody(order), otp_code: otpCode, otp_token: otpToken },
      idempotencyKey,
    })
  ).data;

export const useSubmitPayout = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof submitPayout> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // a retry after a lost answer gets the first payout's answer, never a second payout
    mutationFn: (input: Parameters<typeof submitPayout>[0]) =>
      withIdempotencyKey('submit-payout', input, (idempotencyKey) =>
        submitPayout({ ...input, idempotencyKey }),
      ),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
      // every list and detail of the statements feature lives under this key
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      return onSuccess?.(...args);
    },
  });
};
