import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { openModal } from '@/lib/modals';
import { notifyInfo } from '@/lib/notifications';
import { i18n } from '../texts';

const returnParams = ['membership', 'reference'] as const;

/**
 * Back from a membership's checkout (see `membershipRedirectUrls`), handled once and then removed from the
 * address, so a reload does not welcome twice: `?membership=joined&reference=…` confirms the payment in the
 * Membership paid modal, `?membership=cancelled` says no money was taken.
 */
export function useMembershipLinks() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('membership');
  const reference = searchParams.get('reference');
  // Strict Mode runs an effect twice; the second run must not open a second modal
  const handled = useRef<string | null>(null);
  const key = `${outcome}|${reference}`;

  useEffect(() => {
    if (!outcome || handled.current === key) return;
    handled.current = key;
    if (outcome === 'joined' && reference) openModal('membership-paid', { reference });
    else if (outcome === 'cancelled')
      notifyInfo(
        i18n.t('membershipsSupporter.paid.notPaidToast'),
        i18n.t('membershipsSupporter.paid.cancelled'),
      );
    setSearchParams(
      (params) => {
        returnParams.forEach((name) => params.delete(name));
        return params;
      },
      { replace: true },
    );
  }, [key, outcome, reference, setSearchParams]);
}
