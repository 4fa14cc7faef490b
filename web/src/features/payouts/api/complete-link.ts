import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LinkTokenRequest, linkedAccountsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { setLinkedAccount } from '../lib/linked-account-cache';

/** What the provider sent back: the server links the account, or answers 409 when it is someone else's. */
export const completeLink = async (body: LinkTokenRequest) =>
  (await call(linkedAccountsCalls.completeLink, { body })).data;

export const useCompleteLink = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof completeLink> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: completeLink,
    onSuccess: (account, ...rest) => {
      setLinkedAccount(queryClient, account);
      return onSuccess?.(account, ...rest);
    },
  });
};
