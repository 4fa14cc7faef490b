import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accountErasureDays } from '@pixel/contract';
import { PasswordField } from '@/components/ui/password-field';
import { useSignedInUser } from '@/features/auth';
import { StepUpField, useStepUp } from '@/features/two-factor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useDeleteAccount } from '../api/account-deletion';

type Values = { password: string; two_factor_code: string };

/** /dashboard/settings/delete-account: closes the account at once; it is erased 30 days later. */
export function DeleteAccountPage() {
  useDocumentTitle('Delete my account');
  const user = useSignedInUser();
  // the account's second factor: the app's code in the form, or a passkey asked as the deletion is confirmed
  const stepUp = useStepUp();
  const withCode = stepUp.askedCode;
  const hasPassword = user.email !== null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  // which fields are asked depends on the account (a password, a second factor): checked at submit, and
  // the contract's rules by the server, whose messages go under the fields
  const form = useForm<Values>({
    defaultValues: { password: '', two_factor_code: '' },
  });
  const { errors } = form.formState;
  const remove = useDeleteAccount({
    mutationConfig: {
      onSuccess: async ({ data }) => {
        notifySuccess(data.message);
        await navigate('/', { replace: true });
        // the account's sessions have ended: nothing of it may stay in memory for the next person
        queryClient.clear();
      },
      onError: (error) => {
        // a balance left or a payout on its way: said on the page, where the person reads what to do
        if (isApiError(error, 'ConflictException')) {
          setRefusal(error.message);
          return;
        }
        showError(error);
      },
    },
  });

  function showError(error: unknown) {
    const codeError = stepUp.codeError(error);
    if (codeError === undefined) return handleApiError(error, { setError: form.setError });
    form.setError('two_factor_code', { type: 'server', message: codeError }, { shouldFocus: true });
  }

  const submit = form.handleSubmit((values) => {
    if (hasPassword && !values.password) {
      form.setError('password', { message: 'The password is required.' });
      return;
    }
    if (withCode && !/^\d{6}$/.test(values.two_factor_code.replace(/\s/g, ''))) {
      form.setError('two_factor_code', {
        message: values.two_factor_code
          ? 'The two factor code must be 6 digits.'
          : 'The code from your authenticator app is required.',
      });
      return;
    }
    setRefusal(null);
    openModal('confirm', {
      title: 'Delete your account?',
      message: `Your page closes at once, for everyone. It is erased in ${accountErasureDays} days unless you sign in and cancel before then.`,
      confirmLabel: 'Delete my account',
      danger: true,
      onConfirm: async () => {
        const proof = await stepUp.passkeyProof().catch((error: unknown) => {
          showError(error);
          return null;
        });
        if (!proof) return;
        remove.mutate({
          ...(hasPassword && { password: values.password }),
          ...(withCode && { two_factor_code: values.two_factor_code }),
          ...proof,
        });
      },
    });
  });

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Settings
        </Text>
        <Title order={1}>Delete my account</Title>
        <Text c="dimmed">
          Withdraw what is in your wallet first: an account with money in it cannot be deleted.
        </Text>
      </div>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="what-happens-heading">
        <Title order={2} fz="lg" mb="sm" id="what-happens-heading">
          What happens
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>
            Your page closes at once: everyone gets Page Not Found, and you leave search and lists.
          </List.Item>
          <List.Item>Your gifts on other creators&apos; pages show as from a Former member.</List.Item>
          <List.Item>You are signed out everywhere.</List.Item>
          <List.Item>
            After {accountErasureDays} days your profile, photos, posts, messages and payout accounts are
            erased. Sign in before then to cancel.
          </List.Item>
          <List.Item>Buyers of your photos keep them for 15 days.</List.Item>
          <List.Item>
            Records of payments and payouts are kept without your name, as the law requires.
          </List.Item>
        </List>
      </Paper>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="delete-account-heading">
        <Title order={2} fz="lg" mb="md" id="delete-account-heading">
          Confirm it is you
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {refusal && (
              <Alert color="red" variant="light" role="alert" title="Your account cannot be deleted yet">
                {refusal}
              </Alert>
            )}
            {hasPassword && (
              <>
                {/* lets a password manager know whose password this is */}
                <input type="hidden" name="username" autoComplete="username" value={user.email!} readOnly />
                <PasswordField
                  label="Password"
                  autoComplete="current-password"
                  error={errors.password?.message}
                  {...form.register('password')}
                />
              </>
            )}
            <StepUpField stepUp={stepUp} control={form.control} />
            <Group justify="flex-end">
              <Button type="submit" color="red" loading={remove.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
