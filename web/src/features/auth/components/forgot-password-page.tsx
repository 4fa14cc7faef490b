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

function BackToLogin() {
  return (
    <Text ta="center" mt="lg" fz="sm">
      Remembered it?{' '}
      <Anchor component={Link} to="/auth/login" fw={700}>
        Back to log in
      </Anchor>
    </Text>
  );
}

function RequestResetLink() {
  const form = useForm({ resolver: zodResolver(emailRequest), defaultValues: { email: '' } });
  const forgot = useForgotPassword({
    mutationConfig: { onError: (error) => handleApiError(error, { setError: form.setError }) },
  });

  if (forgot.isSuccess) {
    return (
      <>
        <AuthHeading title="Check your email" />
        <Alert color="teal" variant="light" title="Reset link sent">
          {forgot.data.data.message}
        </Alert>
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Forgot password?">
        Enter the email of your account and we will send you a link to set a new password.
      </AuthHeading>
      <form onSubmit={form.handleSubmit((values) => forgot.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="md" variant="gradient" loading={forgot.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </>
  );
}

function SetNewPassword({ token }: { token: string }) {
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
        <AuthHeading title="Password updated" />
        <Alert color="teal" variant="light" title="All set!" mb="lg">
          {reset.data.data.message}
        </Alert>
        <Button component={Link} to="/auth/login" fullWidth size="md" variant="gradient">
          Log in
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Set a new password">Choose a new password for your PIXEL account.</AuthHeading>
      {errors.token?.message && (
        <Alert color="red" variant="light" mb="md" title="This link cannot be used">
          {errors.token.message}{' '}
          <Anchor component={Link} to="/auth/forgot-password" inherit fw={700}>
            Request a new link
          </Anchor>
        </Alert>
      )}
      <form onSubmit={form.handleSubmit((values) => reset.mutate(values))} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            description={`At least ${limits.passwordMin} characters.`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="md" variant="gradient" loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </>
  );
}

/** Step 1 asks for the email; the link in the mail comes back here with ?token= for step 2. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <SetNewPassword token={token} /> : <RequestResetLink />;
}
