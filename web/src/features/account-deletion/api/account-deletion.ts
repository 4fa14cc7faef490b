import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AccountDeleteRequest,
  accountDeletionResponse,
  accountDeletionStatusResponse,
  messageResponse,
} from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/user/account/delete: the account closes at once and is erased 30 days later. */
export const deleteAccount = (body: AccountDeleteRequest) =>
  api.post<typeof accountDeletionResponse>('/v1/user/account/delete', { body });

export const useDeleteAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: deleteAccount });

/** GET /v1/user/account/delete: the signed-in account's pending deletion, or null. */
export const pendingDeletionOptions = () =>
  queryOptions({
    queryKey: ['account-deletion'] as const,
    queryFn: ({ signal }) =>
      api.get<typeof accountDeletionStatusResponse>('/v1/user/account/delete', { signal }),
    staleTime: 0,
    retry: false,
  });

export const usePendingDeletion = () => useQuery(pendingDeletionOptions());

/** POST /v1/user/account/delete/cancel: the account is open again as it was. */
export const cancelDeletion = () => api.post<typeof messageResponse>('/v1/user/account/delete/cancel');

export const useCancelDeletion = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof cancelDeletion> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: cancelDeletion });
