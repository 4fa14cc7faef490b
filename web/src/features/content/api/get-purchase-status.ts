import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/**
 * GET /v1/user/content/images/purchase/{reference}: the buyer's purchase after the checkout; asking makes
 * the server re-check a pending payment with the provider, which settles it.
 */
export const getPurchaseStatus = async ({ reference, signal }: { reference: string; signal?: AbortSignal }) =>
  (await call(contentCalls.purchaseStatus, { params: { reference }, signal })).data;

/** Asked every `interval` ms while pending, for at most `timeout` ms after `startedAt`; never cached. */
export const usePurchaseStatus = ({
  reference,
  startedAt,
  interval,
  timeout,
}: {
  reference: string | null;
  startedAt: number;
  interval: number;
  timeout: number;
}) =>
  useQuery({
    queryKey: ['purchases', reference],
    queryFn: ({ signal }) => getPurchaseStatus({ reference: reference!, signal }),
    enabled: reference !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < timeout ? interval : false,
  });
