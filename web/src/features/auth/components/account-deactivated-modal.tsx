import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeactivationDetails } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { useSiteConfig } from '../api/get-site-config';
import { userQueryKey } from '../api/get-user';
import { useReactivateAccount } from '../api/reactivate-account';
import { useTranslation } from '../texts';
import { LoginCaptcha } from './login-captcha';

export type AccountDeactivatedModalProps = {
  email: string;
  password: string;
  deactivationDetails: NonNullable<DeactivationDetails>;
  /** The log-in was asked for the captcha: its token is spent, and the reactivation is asked too. */
  captchaAsked?: boolean;
};

export function AccountDeactivatedModal({
  context,
  id,
  innerProps,
}: ContextModalProps<AccountDeactivatedModalProps>) {
  const { email, password, deactivationDetails } = innerProps;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the reactivation is a log-in: while the account has many wrong passwords it carries a captcha (0122)
  const siteKey = useSiteConfig().data?.captcha.site_key ?? null;
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const captchaAsked = Boolean(innerProps.captchaAsked) || refusedFor !== null;
  const [captcha, setCaptcha] = useState<{ round: number; token?: string }>({ round: 0 });
  const onCaptchaToken = useCallback((token: string) => setCaptcha((now) => ({ ...now, token })), []);
  const reactivate = useReactivateAccount({
    mutationConfig: {
      onSuccess: async ({ data }) => {
        context.closeModal(id);
        if ('two_factor_required' in data) {
          // reactivated: the sign-in still asks for its second step
          await navigate(`/auth/login?challenge=${encodeURIComponent(data.challenge_token)}`);
          return;
        }
        queryClient.setQueryData(userQueryKey, data.user);
        await navigate('/dashboard');
      },
      onError: (error) => {
        const asked = isApiError(error, 'ValidationException') && error.errors?.captcha_token?.[0];
        if (asked) {
          setRefusedFor(asked);
          return;
        }
        handleApiError(error);
      },
    },
  });

  return (
    <Stack gap="md" pb="xs">
      <ModalHeading>{t('auth.deactivated.title')}</ModalHeading>
      <Text ta="center" c="dimmed">
        {t('auth.deactivated.lead', { date: formatDate(deactivationDetails.deactivated_at) })}
      </Text>
      {captchaAsked && (
        <Alert color="yellow" variant="light" role="alert">
          {refusedFor ?? t('auth.captcha.lead')}
        </Alert>
      )}
      {captchaAsked && siteKey && (
        <LoginCaptcha key={captcha.round} siteKey={siteKey} onToken={onCaptchaToken} />
      )}
      {/* side by side where both labels fit whole, one above the other on a narrow phone */}
      <Group gap="sm" mt="xs">
        <Button
          data-autofocus
          variant="default"
          size="md"
          style={{ flex: '1 1 140px' }}
          onClick={() => context.closeModal(id)}
        >
          {t('common.cancel')}
        </Button>
        <Button
          size="md"
          variant="gradient"
          style={{ flex: '1 1 140px' }}
          loading={reactivate.isPending}
          onClick={() => {
            reactivate.mutate({ email, password, reactivate_account: 1, captcha_token: captcha.token });
            // a token is good for one try: the next try gets a new one
            if (captchaAsked) setCaptcha((now) => ({ round: now.round + 1 }));
          }}
        >
          {t('auth.deactivated.reactivate')}
        </Button>
      </Group>
    </Stack>
  );
}
