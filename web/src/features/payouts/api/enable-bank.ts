import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

/**
 * Enables one bank; the server disables all the others. A refusal (the bank was removed meanwhile, in
 * another tab or by support) is said by the app's error handler, and the list is read again, so what is
 * shown is what the server has.
 */
export const enableBank = async ({ bank_slug }: { bank_slug: string }) =>
  (await call(banksCalls.enable, { body: { bank_slug } })).data;

export const useEnableBank = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof enableBank> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: enableBank,
    onSuccess: (banks, ...rest) => {
      queryClient.setQueryData(userBanksQueryKey, banks);
      return onSuccess?.(banks, ...rest);
    },
    // kept only when given, so that the app's error handler still reports the refusal otherwise
    ...(onError ? { onError } : {}),
    onSettled: (_banks, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: userBanksQueryKey });
    },
  });
};
