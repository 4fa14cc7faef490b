import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { userBanksResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

/** Enables one bank; the server disables all the others. */
export const enableBank = async ({ bank_slug }: { bank_slug: string }) =>
  (await api.post<typeof userBanksResponse>('/v1/user/banks/enable', { body: { bank_slug } })).data;

export const useEnableBank = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof enableBank> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: enableBank,
    onSuccess: (banks, ...rest) => {
      queryClient.setQueryData(userBanksQueryKey, banks);
      return onSuccess?.(banks, ...rest);
    },
  });
};
