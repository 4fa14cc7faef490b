import { queryOptions, useQuery } from '@tanstack/react-query';
import type { identityVerificationResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const verificationKey = ['identity-verification'] as const;

/** GET /v1/user/verification: the latest verification's state (none, pending, approved, rejected). */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: verificationKey,
    queryFn: ({ signal }) =>
      api.get<typeof identityVerificationResponse>('/v1/user/verification', { signal }),
  });

export const useVerification = () => useQuery(verificationQueryOptions());
