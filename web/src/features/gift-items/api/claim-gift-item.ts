import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftItemsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { giftClaimKey } from './get-gift-claim';
import { giftItemsKey } from './get-gift-items';

/** POST /v1/gift-items/claim/{token}: the gift becomes the signed-in user's, once. */
export const claimGiftItem = ({ token }: { token: string }) =>
  call(giftItemsCalls.claim, { params: { token } });

export const useClaimGiftItem = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof claimGiftItem> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: claimGiftItem,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: giftClaimKey(args[2].token) });
      void queryClient.invalidateQueries({ queryKey: giftItemsKey });
      return mutationConfig?.onSettled?.(...args);
    },
  });
};
