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

export function SignUpPage() {
  useDocumentTitle('Sign up');
  useCaptchaGate();
  const [searchParams] = useSearchParams();
  // invitation links carry the code as ?referral_code= or the short ?ref=
  const referralFromLink = searchParams.get('referral_code') ?? searchParams.get('ref') ?? '';
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
      <AuthHeading title="Create your PIXEL page">
        Receive gifts and sell your photos to your supporters.
      </AuthHeading>
      <form onSubmit={form.handleSubmit((values) => register.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description={`At least ${limits.passwordMin} characters.`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextInput
            label="Page URL"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // the address is spelled out below as it is typed, rather than as a prefix inside the field that
            // would leave a 320 px phone almost no room to type in
            placeholder="yourname"
            description={
              pageUrl
                ? `Your page will be at ${host}/${pageUrl.toLowerCase()}`
                : `Your page address: ${host}/yourname. Letters, numbers, underscores and dots.`
            }
            error={errors.page_url?.message}
            {...form.register('page_url')}
          />
          <TextInput
            label="Page name"
            description="Optional. The name your supporters see; you can change it later."
            autoComplete="nickname"
            error={errors.page_name?.message}
            {...form.register('page_name')}
          />
          <TextInput
            label="Referral code (optional)"
            autoComplete="off"
            error={errors.referral_code?.message}
            {...form.register('referral_code')}
          />
          <Button type="submit" size="md" variant="gradient" loading={register.isPending}>
            Sign up
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            By signing up you agree to the{' '}
            <Anchor component={Link} to="/legal/terms-and-conditions" inherit underline="always">
              Terms and Conditions
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to="/legal/privacy-notice" inherit underline="always">
              Privacy Notice
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
      {ePaymentPlatform && (
        <>
          <Divider label="or" labelPosition="center" my="lg" />
          <EPaymentButton onClick={signUpWithEPayment} />
        </>
      )}
      <Text ta="center" mt="lg" fz="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/auth/login" fw={700}>
          Log in
        </Anchor>
      </Text>
    </>
  );
}
