import { useState } from 'react';
import { useRenewMembership } from '../api/renew-membership';
import { membershipRedirectUrls } from '../api/redirect-urls';

/**
 * Renew: a checkout of the same tier and period, coming back to `returnPath`. `renewing` is the membership
 * whose checkout is opening, or the browser is leaving for, so its button spins and a second tap does
 * nothing.
 */
export function useRenew(returnPath: string) {
  const [leaving, setLeaving] = useState<string | null>(null);
  const mutation = useRenewMembership({
    mutationConfig: {
      onSuccess: ({ data }, { membershipId }) => {
        setLeaving(membershipId);
        window.location.assign(data.link_url);
      },
    },
  });
  const renewing = leaving ?? (mutation.isPending ? (mutation.variables?.membershipId ?? null) : null);
  const renew = (membershipId: string) => {
    if (renewing) return;
    mutation.mutate({ membershipId, redirects: membershipRedirectUrls(returnPath) });
  };
  return { renew, renewing };
}
