import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const verificationKey = ['identity-verification'] as const;

/** GET /v1/user/verification: the latest verification's state (none, pending, approved, rejected). */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: verificationKey,
    queryFn: ({ signal }) => call(verificationCalls.state, { signal }),
  });

export const useVerification = () => useQuery(verificationQueryOptions());
