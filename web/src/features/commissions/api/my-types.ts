import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommissionTypeRequest, commissionsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { commissionsKey } from './get-commissions';

/** GET /v1/user/commissions/types: the creator's own commission types, closed ones included. */
export const getMyTypes = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(commissionsCalls.myTypes, { signal })).data;

export const useMyTypes = () =>
  useQuery({ queryKey: [...commissionsKey, 'types'], queryFn: ({ signal }) => getMyTypes({ signal }) });

/** Every commissions answer is asked again after a change: the creator's lists and their page's. */
export const useRefreshCommissions = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: commissionsKey });
};

/** POST /v1/user/commissions/types, or PUT /v1/user/commissions/types/{id} when `id` is given. */
export const saveType = ({ id, body }: { id?: string; body: CommissionTypeRequest }) =>
  id
    ? call(commissionsCalls.updateType, { params: { id }, body })
    : call(commissionsCalls.createType, { body });

export const useSaveType = () => {
  const refresh = useRefreshCommissions();
  return useMutation({ mutationFn: saveType, onSettled: refresh, onError: () => undefined });
};

/** DELETE /v1/user/commissions/types/{id}. */
export const removeType = (id: string) => call(commissionsCalls.removeType, { params: { id } });

export const useRemoveType = () => {
  const refresh = useRefreshCommissions();
  return useMutation({ mutationFn: removeType, onSettled: refresh });
};
