import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { LogoutButton, userQueryKey, userQueryOptions } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/dates';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useCancelDeletion, usePendingDeletion } from '../api/account-deletion';
import { useTranslation } from '../texts';

/** /account/deletion: where an account waiting to be erased signs in to, to cancel. */
export function PendingDeletionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountDeletion.pending.documentTitle'));
  const pending = usePendingDeletion();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cancel = useCancelDeletion({
    mutationConfig: {
      onSuccess: async () => {
        notifySuccess(t('accountDeletion.pending.cancelled'));
        // the account is open again: the dashboard finds it signed in, not the visitor it was a moment ago
        queryClient.setQueryData(
          userQueryKey,
          await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }),
        );
        await navigate('/dashboard', { replace: true });
      },
      onError: (error) => handleApiError(error),
    },
  });

  if (pending.isPending) return <Loader aria-label={t('common.loading')} mx="auto" display="block" />;
  // signed out, or nothing waiting: the sign-in page (an open account goes on from there)
  if (pending.isError || !pending.data.data) return <Navigate to="/auth/login" replace />;
  const { erase_at } = pending.data.data;

  return (
    // the sign-in's card holds it (the auth layout)
    <Stack gap="md" component="section" aria-labelledby="pending-deletion-heading">
      <Title order={1} fz="h2" id="pending-deletion-heading">
        {t('accountDeletion.pending.title', { date: formatDate(erase_at) })}
      </Title>
      <Text>{t('accountDeletion.pending.text', { date: formatDate(erase_at) })}</Text>
      <Text>{t('accountDeletion.pending.cancelText')}</Text>
      <Group justify="flex-end" wrap="wrap">
        <LogoutButton />
        <Button variant="gradient" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('accountDeletion.pending.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
