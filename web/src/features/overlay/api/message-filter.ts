import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { heldGiftsCalls, messageFilterCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const messageFilterKey = ['message-filter'] as const;
export const heldGiftsKey = ['held-gifts'] as const;

/** GET /v1/user/message-filter: the creator's own blocked words and phrases. */
export const useMessageFilter = () =>
  useQuery(
    queryOptions({
      queryKey: messageFilterKey,
      queryFn: ({ signal }) => call(messageFilterCalls.phrases, { signal }),
    }),
  );

/** PUT /v1/user/message-filter: replaces the whole list. */
export function useSaveMessageFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phrases: string[]) => call(messageFilterCalls.setPhrases, { body: { phrases } }),
    onSuccess: (answer) => queryClient.setQueryData(messageFilterKey, answer),
  });
}

/** GET /v1/user/donations/held: paid gifts whose words wait for review. */
export const useHeldGifts = () =>
  useQuery(
    queryOptions({
      queryKey: heldGiftsKey,
      queryFn: ({ signal }) => call(heldGiftsCalls.list, { signal }),
    }),
  );

/** POST /v1/user/donations/held/{approve|remove} */
export function useReviewHeldGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'remove' }) =>
      call(heldGiftsCalls[action], { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heldGiftsKey }),
  });
}
