import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifyInfo, notifySuccess } from '@/lib/notifications';
import { useStartTrial } from '../api/start-trial';
import { i18n } from '../texts';

const returnParams = ['membership', 'reference'] as const;

/**
 * Back from a membership's checkout (see `membershipRedirectUrls`), handled once and then removed from the
 * address, so a reload does not welcome twice: `?membership=joined&reference=…` confirms the payment in the
 * Membership paid modal, `?membership=cancelled` says no money was taken; `?membership=trial&reference=…`, back from the page that
 * kept a card, starts the free trial (decision 0155).
 */
export function useMembershipLinks() {
  const [searchParams, setSearchParams] = useSearchParams();
  const trial = useStartTrial({
    mutationConfig: {
      onSuccess: ({ data }) =>
        notifySuccess(
          i18n.t('membershipsSupporter.trial.startedUntil', {
            date: formatDate(data.trial_ends_at ?? data.ends_at),
          }),
          i18n.t('membershipsSupporter.trial.started'),
        ),
      onError: (error) => handleApiError(error),
    },
  });
  const startTrial = trial.mutate;
  const outcome = searchParams.get('membership');
  const reference = searchParams.get('reference');
  // Strict Mode runs an effect twice; the second run must not open a second modal
  const handled = useRef<string | null>(null);
  const key = `${outcome}|${reference}`;

  useEffect(() => {
    if (!outcome || handled.current === key) return;
    handled.current = key;
    if (outcome === 'joined' && reference) openModal('membership-paid', { reference });
    else if (outcome === 'trial' && reference) startTrial({ reference });
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
  }, [key, outcome, reference, setSearchParams, startTrial]);
}
