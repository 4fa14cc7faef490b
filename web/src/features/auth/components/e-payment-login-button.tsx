import { Button, Divider } from '@mantine/core';
import { WalletIcon } from '@/components/ui/icons';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { handleApiError } from '@/lib/api-errors';
import { useSiteConfig } from '../api/get-site-config';
import { useLoginWith } from '../api/login-with';
import { useTranslation } from '../texts';

/**
 * The provider people can sign in with, or null when the configured one offers no account sign-in
 * (PayMongo): then 'Continue with e-payment account' is not shown at all.
 */
export function useEPaymentPlatform() {
  const siteConfig = useSiteConfig();
  return siteConfig.data?.login_platforms[0] ?? null;
}

/** The look of 'Continue with e-payment account'; the label wraps on narrow phones instead of being cut. */
export function EPaymentButton({ loading, onClick }: { loading?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      fullWidth
      size="md"
      variant="default"
      leftSection={<WalletIcon />}
      {...wrappingLabel}
      mih={42}
      py={8}
      loading={loading}
      onClick={onClick}
    >
      {t('auth.ePayment.continue')}
    </Button>
  );
}

/** Signs in through the e-payment provider, which then sends the browser back (to `redirectAfter`). */
export function EPaymentLoginButton({ redirectAfter }: { redirectAfter?: string }) {
  const { t } = useTranslation();
  const platform = useEPaymentPlatform();
  const loginWith = useLoginWith({
    mutationConfig: {
      onSuccess: ({ data }) => window.location.assign(data.authentication_url),
      onError: (error) => handleApiError(error),
    },
  });
  if (!platform) return null;
  return (
    <>
      <Divider label={t('auth.ePayment.or')} labelPosition="center" my="lg" />
      <EPaymentButton
        loading={loginWith.isPending}
        onClick={() => loginWith.mutate({ platform, redirect_after: redirectAfter })}
      />
    </>
  );
}
