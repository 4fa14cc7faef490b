import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { emailRequest, limits, resetPasswordRequest } from '@pixel/contract';
import { PasswordField } from '@/components/ui/password-field';
import { handleApiError } from '@/lib/api-errors';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from './auth-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Trans, useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

function BackToLogin() {
  return (
    <Text ta="center" mt="lg" fz="sm">
      <Trans
        i18nKey="auth.forgot.remembered"
        components={{ link: <Anchor component={Link} to="/auth/login" fw={700} /> }}
      />
    </Text>
  );
}

function RequestResetLink() {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(emailRequest), defaultValues: { email: '' } });
  const forgot = useForgotPassword({
    mutationConfig: { onError: (error) => handleApiError(error, { setError: form.setError }) },
  });

  if (forgot.isSuccess) {
    return (
      <>
        <AuthHeading title={t('auth.forgot.checkEmail')} />
        <Alert color="teal" variant="light" title={t('auth.forgot.linkSent')}>
          {forgot.data.data.message}
        </Alert>
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.forgot.title')}>{t('auth.forgot.lead')}</AuthHeading>
      <form onSubmit={form.handleSubmit((values) => forgot.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.forgot.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.forgot.emailPlaceholder')}
            error={localMessage(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" size="md" variant="gradient" loading={forgot.isPending}>
            {t('auth.forgot.send')}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </>
  );
}

function SetNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { token, password: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword({
    mutationConfig: { onError: (error) => handleApiError(error, { setError: form.setError }) },
  });

  if (reset.isSuccess) {
    return (
      <>
        <AuthHeading title={t('auth.forgot.updated')} />
        <Alert color="teal" variant="light" title={t('auth.forgot.allSet')} mb="lg">
          {reset.data.data.message}
        </Alert>
        <Button component={Link} to="/auth/login" fullWidth size="md" variant="gradient">
          {t('auth.forgot.logIn')}
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.forgot.newTitle')}>{t('auth.forgot.newLead')}</AuthHeading>
      {errors.token?.message && (
        <Alert color="red" variant="light" mb="md" title={t('auth.forgot.badLink')}>
          {localMessage(errors.token.message)}{' '}
          <Anchor component={Link} to="/auth/forgot-password" inherit fw={700}>
            {t('auth.forgot.newLink')}
          </Anchor>
        </Alert>
      )}
      <form onSubmit={form.handleSubmit((values) => reset.mutate(values))} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('auth.forgot.newPassword')}
            autoComplete="new-password"
            description={t('auth.forgot.atLeast', { min: limits.passwordMin })}
            error={localMessage(errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" size="md" variant="gradient" loading={reset.isPending}>
            {t('auth.forgot.reset')}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </>
  );
}

/** Step 1 asks for the email; the link in the mail comes back here with ?token= for step 2. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <SetNewPassword token={token} /> : <RequestResetLink />;
}
