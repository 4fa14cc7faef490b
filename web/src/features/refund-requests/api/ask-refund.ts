import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundRequestsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { refundRequestsKey } from './get-refund-requests';

/** POST /v1/user/refund-requests: the payer asks for their money back. */
export const askRefund = (body: { reference: string; reason: string }) =>
  call(refundRequestsCalls.ask, { body });

export function useAskRefund({ mutationConfig }: { mutationConfig?: MutationConfig<typeof askRefund> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: askRefund,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: refundRequestsKey });
      return onSuccess?.(...args);
    },
  });
}
