import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { accountDeletionCalls, type AccountDeleteRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/user/account/delete: the account closes at once and is erased 30 days later. */
export const deleteAccount = (body: AccountDeleteRequest) => call(accountDeletionCalls.request, { body });

export const useDeleteAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: deleteAccount });

/** GET /v1/user/account/delete: the signed-in account's pending deletion, or null. */
export const pendingDeletionOptions = () =>
  queryOptions({
    queryKey: ['account-deletion'] as const,
    queryFn: ({ signal }) => call(accountDeletionCalls.pending, { signal }),
    staleTime: 0,
    retry: false,
  });

export const usePendingDeletion = () => useQuery(pendingDeletionOptions());

/** POST /v1/user/account/delete/cancel: the account is open again as it was. */
export const cancelDeletion = () => call(accountDeletionCalls.cancel);

export const useCancelDeletion = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof cancelDeletion> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: cancelDeletion });
