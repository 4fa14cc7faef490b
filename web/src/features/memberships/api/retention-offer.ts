import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipLinksCalls, type RetentionOfferSettings } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { membershipsKey } from './get-tiers';

export const retentionOfferKey = [...membershipsKey, 'retention-offer'] as const;

/** GET /v1/user/memberships/retention-offer: the offer a member about to cancel is shown (decision 0150). */
export const getRetentionOffer = async ({ signal }: { signal?: AbortSignal }) =>
  (await call(membershipLinksCalls.retentionOffer, { signal })).data;

/** PUT /v1/user/memberships/retention-offer: on or off, its percent (5–50) and months (1–3). */
export const putRetentionOffer = async (offer: RetentionOfferSettings) =>
  (
    await call(membershipLinksCalls.saveRetentionOffer, {
      body: { enabled: offer.enabled ? 1 : 0, percent: offer.percent, months: offer.months },
    })
  ).data;

export const useRetentionOffer = () =>
  useQuery(
    queryOptions({ queryKey: retentionOfferKey, queryFn: ({ signal }) => getRetentionOffer({ signal }) }),
  );

export function useSaveRetentionOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRetentionOffer,
    onSuccess: (offer) => queryClient.setQueryData(retentionOfferKey, offer),
  });
}
