import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminLimit, type VelocityLimitKey, velocityCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

const limitsKey = (userId: string) => ['admin', 'limits', userId] as const;

/** GET /v1/admin/users/{id}/limits: each velocity limit's default, override and value (decision 0108). */
export const getPersonLimits = ({ userId, signal }: { userId: string; signal?: AbortSignal }) =>
  call(velocityCalls.limits, { params: { user_id: userId }, signal });

export const personLimitsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: limitsKey(userId),
    queryFn: ({ signal }) => getPersonLimits({ userId, signal }),
    // other staff change them at any time: read fresh each time
    staleTime: 0,
  });

export const usePersonLimits = (userId: string) => useQuery(personLimitsQueryOptions(userId));

export type LimitChange =
  | { change: 'set'; key: VelocityLimitKey; value: string; reason: string }
  | { change: 'reset'; key: VelocityLimitKey; reason: string };

/**
 * PUT /v1/admin/users/{id}/limits/{key} with the value, or DELETE it to go back to the default; either
 * with the reason the audit trail keeps.
 */
export const changeLimit = (userId: string, input: LimitChange) => {
  const params = { user_id: userId, key: input.key };
  return input.change === 'set'
    ? call(velocityCalls.set, { params, body: { value: input.value, reason: input.reason } })
    : call(velocityCalls.reset, { params, body: { reason: input.reason } });
};

/** The changed limit takes its place in the list; after a refusal the list is read again. */
export function useChangeLimit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LimitChange) => changeLimit(userId, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<{ data: AdminLimit[] }>(limitsKey(userId), (limits) =>
        limits
          ? { data: limits.data.map((limit) => (limit.key === data.limit.key ? data.limit : limit)) }
          : limits,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: limitsKey(userId) }),
  });
}
