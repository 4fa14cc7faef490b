import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenLoader } from '@/components/screens/full-screen-loader';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { notifyInfo, notifySuccess } from '@/lib/notifications';
import { useCompleteLink } from '../api/complete-link';
import { i18n } from '../texts';

/**
 * Where the provider sends the browser back after a link sign-in (LINK_RETURN_PATH): hands its code to
 * the server, then shows the linked account on the dashboard, or why it was not linked.
 */
export function LinkEPaymentReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const backToDashboard = () => navigate('/dashboard', { replace: true });
  const complete = useCompleteLink({
    mutationConfig: {
      onSuccess: (account) => {
        void backToDashboard();
        notifySuccess(i18n.t('payouts.linkEPayment.linked'));
        openModal('linked-account', { account });
      },
      onError: (error) => {
        void backToDashboard();
        handleApiError(error);
      },
    },
  });
  // the provider's code works once: a second render must not send it again
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (code && state) {
      complete.mutate({ code, state });
      return;
    }
    // cancelled at the provider
    void backToDashboard();
    notifyInfo(i18n.t('payouts.linkEPayment.notLinked'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, for the address it arrived at
  }, []);

  return <FullScreenLoader />;
}
