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
import { formatDate } from '@/lib/dates';
import { useDeleteAccount } from '../api/account-deletion';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type Values = { password: string; two_factor_code: string };

/** /dashboard/settings/delete-account: closes the account at once; it is erased 30 days later. */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountDeletion.title'));
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
        notifySuccess(t('accountDeletion.deleted', { date: formatDate(data.erase_at) }));
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
      form.setError('password', { message: t('accountDeletion.passwordRequired') });
      return;
    }
    if (withCode && !/^\d{6}$/.test(values.two_factor_code.replace(/\s/g, ''))) {
      form.setError('two_factor_code', {
        message: values.two_factor_code ? t('accountDeletion.codeDigits') : t('accountDeletion.codeRequired'),
      });
      return;
    }
    setRefusal(null);
    openModal('confirm', {
      title: t('accountDeletion.confirmTitle'),
      message: t('accountDeletion.confirmMessage', { days: accountErasureDays }),
      confirmLabel: t('accountDeletion.title'),
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
          {t('accountDeletion.eyebrow')}
        </Text>
        <Title order={1}>{t('accountDeletion.title')}</Title>
        <Text c="dimmed">{t('accountDeletion.intro')}</Text>
      </div>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="what-happens-heading">
        <Title order={2} fz="lg" mb="sm" id="what-happens-heading">
          {t('accountDeletion.whatHappens')}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>{t('accountDeletion.happens.closes')}</List.Item>
          <List.Item>{t('accountDeletion.happens.gifts')}</List.Item>
          <List.Item>{t('accountDeletion.happens.signedOut')}</List.Item>
          <List.Item>{t('accountDeletion.happens.erased', { days: accountErasureDays })}</List.Item>
          <List.Item>{t('accountDeletion.happens.buyers')}</List.Item>
          <List.Item>{t('accountDeletion.happens.records')}</List.Item>
        </List>
      </Paper>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="delete-account-heading">
        <Title order={2} fz="lg" mb="md" id="delete-account-heading">
          {t('accountDeletion.confirmItIsYou')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {refusal && (
              <Alert color="red" variant="light" role="alert" title={t('accountDeletion.cannotYet')}>
                {refusal}
              </Alert>
            )}
            {hasPassword && (
              <>
                {/* lets a password manager know whose password this is */}
                <input type="hidden" name="username" autoComplete="username" value={user.email!} readOnly />
                <PasswordField
                  label={t('accountDeletion.password')}
                  autoComplete="current-password"
                  error={localMessage(errors.password?.message)}
                  {...form.register('password')}
                />
              </>
            )}
            <StepUpField stepUp={stepUp} control={form.control} />
            <Group justify="flex-end">
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('accountDeletion.title')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
