import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { limits, registerRequest } from '@pixel/contract';
import { PasswordField } from '@/components/ui/password-field';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { useRegister } from '../api/register';
import { AuthHeading } from './auth-heading';
import { EPaymentButton, useEPaymentPlatform } from './e-payment-login-button';
import { useCaptchaGate } from './use-captcha-gate';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Trans, useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';
import { safeRedirectPath } from '@/lib/redirect';

export function SignUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signUp.documentTitle'));
  useCaptchaGate();
  const [searchParams] = useSearchParams();
  // invitation links carry the code as ?referral_code= or the short ?ref=
  const referralFromLink = searchParams.get('referral_code') ?? searchParams.get('ref') ?? '';
  // a page that sent the visitor here (a gift's claim page): the verification mail's link goes on to it
  const redirect = safeRedirectPath(searchParams.get('redirect'), '') || undefined;
  const host = window.location.host;
  const ePaymentPlatform = useEPaymentPlatform();

  const form = useForm({
    resolver: zodResolver(registerRequest),
    defaultValues: { email: '', password: '', page_url: '', page_name: '', referral_code: referralFromLink },
  });
  const { errors } = form.formState;
  const pageUrl = useWatch({ control: form.control, name: 'page_url' });

  const register = useRegister({
    mutationConfig: {
      onSuccess: ({ data }) => {
        // the server has just sent its mail: Resend waits the interval it gives
        openModal('verify-email', { email: data.email, retryInSeconds: data.retry_in_seconds });
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    },
  });

  const signUpWithEPayment = () =>
    openModal('referral-code', { referralCode: form.getValues('referral_code') ?? '' });

  return (
    <>
      <AuthHeading title={t('auth.signUp.title')}>{t('auth.signUp.lead')}</AuthHeading>
      <form onSubmit={form.handleSubmit((values) => register.mutate({ ...values, redirect }))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.signUp.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.signUp.emailPlaceholder')}
            error={localMessage(errors.email?.message)}
            {...form.register('email')}
          />
          <PasswordField
            label={t('auth.signUp.password')}
            autoComplete="new-password"
            description={t('auth.signUp.atLeast', { min: limits.passwordMin })}
            error={localMessage(errors.password?.message)}
            {...form.register('password')}
          />
          <TextInput
            label={t('auth.signUp.pageUrl')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // the address is spelled out below as it is typed, rather than as a prefix inside the field that
            // would leave a 320 px phone almost no room to type in
            placeholder={t('auth.signUp.pageUrlPlaceholder')}
            description={
              pageUrl
                ? t('auth.signUp.pageWillBe', { address: `${host}/${pageUrl.toLowerCase()}` })
                : t('auth.signUp.pageAddress', { host })
            }
            error={localMessage(errors.page_url?.message)}
            {...form.register('page_url')}
          />
          <TextInput
            label={t('auth.signUp.pageName')}
            description={t('auth.signUp.pageNameHint')}
            autoComplete="nickname"
            error={localMessage(errors.page_name?.message)}
            {...form.register('page_name')}
          />
          <TextInput
            label={t('auth.signUp.referral')}
            autoComplete="off"
            error={localMessage(errors.referral_code?.message)}
            {...form.register('referral_code')}
          />
          <Button type="submit" size="md" variant="gradient" loading={register.isPending}>
            {t('auth.signUp.submit')}
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            <Trans
              i18nKey="auth.signUp.agree"
              components={{
                terms: (
                  <Anchor component={Link} to="/legal/terms-and-conditions" inherit underline="always" />
                ),
                privacy: <Anchor component={Link} to="/legal/privacy-notice" inherit underline="always" />,
              }}
            />
          </Text>
        </Stack>
      </form>
      {ePaymentPlatform && (
        <>
          <Divider label={t('auth.signUp.or')} labelPosition="center" my="lg" />
          <EPaymentButton onClick={signUpWithEPayment} />
        </>
      )}
      <Text ta="center" mt="lg" fz="sm">
        <Trans
          i18nKey="auth.signUp.haveAccount"
          components={{
            link: (
              <Anchor
                component={Link}
                to={redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login'}
                fw={700}
              />
            ),
          }}
        />
      </Text>
    </>
  );
}
