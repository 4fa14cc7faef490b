import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginRequest, pendingDeletionPath } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { PasswordField } from '@/components/ui/password-field';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { safeRedirectPath } from '@/lib/redirect';
import { useSiteConfig } from '../api/get-site-config';
import { userQueryKey } from '../api/get-user';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';
import { EPaymentLoginButton } from './e-payment-login-button';
import { LoginCaptcha } from './login-captcha';
import { PasskeyLoginButton } from './passkey-login-button';
import { TwoFactorStep } from './two-factor-step';
import { useCaptchaGate } from './use-captcha-gate';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Trans, useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

/** The account deletion feature's screen of an account waiting to be erased. */

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.documentTitle'));
  useCaptchaGate();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the link in the verification mail lands here; logging in with it activates the account
  const verificationCode = searchParams.get('verification_code') ?? undefined;
  const redirectParam = searchParams.get('redirect');
  // the server sends a failed or cancelled e-payment sign-in back here with ?login_error=
  const loginError = searchParams.get('login_error');
  const redirectTo = safeRedirectPath(redirectParam);
  // an account with two-factor sign-in comes back from its password (or its e-payment sign-in, or its
  // reactivation) with ?challenge=: the second step is asked for here
  const challenge = searchParams.get('challenge');
  const [restartReason, setRestartReason] = useState<string | null>(null);
  // an account with many wrong passwords asks this browser for a captcha with each try (decision 0122)
  const siteKey = useSiteConfig().data?.captcha.site_key ?? null;
  const [captchaAsked, setCaptchaAsked] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<{ round: number; token?: string }>({ round: 0 });
  const onCaptchaToken = useCallback((token: string) => setCaptcha((now) => ({ ...now, token })), []);

  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', authorization_code: verificationCode },
  });
  const { errors } = form.formState;

  const login = useLogin({
    mutationConfig: {
      onSuccess: async ({ data }, credentials) => {
        if ('two_factor_required' in data) {
          setRestartReason(null);
          setSearchParams((params) => {
            params.set('challenge', data.challenge_token);
            return params;
          });
          return;
        }
        const { user, deactivation_details, deletion_details } = data;
        if (deletion_details) {
          // an account waiting to be erased signs in to the screen that offers to cancel
          await navigate(pendingDeletionPath, { replace: true });
        } else if (user.status === 'active') {
          queryClient.setQueryData(userQueryKey, user);
          await navigate(redirectTo, { replace: true });
        } else if (deactivation_details) {
          openModal('account-deactivated', {
            email: credentials.email,
            password: credentials.password,
            deactivationDetails: deactivation_details,
            captchaAsked: captchaAsked !== null,
          });
        } else {
          openModal('verify-email', { email: credentials.email });
        }
      },
      onError: (error, credentials) => {
        const askedCaptcha = isApiError(error, 'ValidationException') && error.errors?.captcha_token?.[0];
        if (askedCaptcha) {
          setCaptchaAsked(askedCaptcha);
          return;
        }
        if (isApiError(error, 'AccountAlreadyExistsException')) {
          openModal('verify-email', { email: credentials.email });
          return;
        }
        handleApiError(error, { setError: form.setError });
      },
    },
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challengeToken={challenge}
        redirectTo={redirectTo}
        onRestart={(reason) => {
          setRestartReason(reason ?? null);
          setSearchParams(
            (params) => {
              params.delete('challenge');
              return params;
            },
            { replace: true },
          );
        }}
      />
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.login.title')}>{t('auth.login.lead')}</AuthHeading>
      {loginError && (
        <Alert color="red" variant="light" mb="md" title={t('auth.login.ePaymentFailed')} role="alert">
          {t('auth.login.ePaymentFailedText')}
        </Alert>
      )}
      {restartReason && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {restartReason}
        </Alert>
      )}
      {verificationCode && (
        <Alert color="pixel" variant="light" mb="md" title={t('auth.login.almostThere')}>
          {t('auth.login.verifyToActivate')}
        </Alert>
      )}
      <form
        onSubmit={form.handleSubmit((values) => {
          login.mutate({ ...values, captcha_token: captcha.token });
          // a token is good for one try: the next try gets a new one
          if (captchaAsked) setCaptcha((now) => ({ round: now.round + 1 }));
        })}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('auth.login.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.login.emailPlaceholder')}
            error={localMessage(errors.email?.message)}
            {...form.register('email')}
          />
          <div>
            <PasswordField
              label={t('auth.login.password')}
              autoComplete="current-password"
              error={localMessage(errors.password?.message)}
              {...form.register('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={600}>
                {t('auth.login.forgot')}
              </Anchor>
            </Group>
          </div>
          {captchaAsked && (
            <Alert color="yellow" variant="light" role="alert">
              {captchaAsked}
            </Alert>
          )}
          {captchaAsked && siteKey && (
            <LoginCaptcha key={captcha.round} siteKey={siteKey} onToken={onCaptchaToken} />
          )}
          <Button type="submit" size="md" variant="gradient" loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <PasskeyLoginButton redirectTo={redirectTo} />
      <EPaymentLoginButton redirectAfter={redirectParam ? redirectTo : undefined} />
      <Text ta="center" mt="lg" fz="sm">
        <Trans
          i18nKey="auth.login.newHere"
          components={{ link: <Anchor component={Link} to="/auth/sign-up" fw={700} /> }}
        />
      </Text>
    </>
  );
}
