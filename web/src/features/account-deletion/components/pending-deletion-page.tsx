import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { LogoutButton, userQueryKey, userQueryOptions } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/dates';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useCancelDeletion, usePendingDeletion } from '../api/account-deletion';

/** /account/deletion: where an account waiting to be erased signs in to, to cancel. */
export function PendingDeletionPage() {
  useDocumentTitle('Your account will be erased');
  const pending = usePendingDeletion();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cancel = useCancelDeletion({
    mutationConfig: {
      onSuccess: async ({ data }) => {
        notifySuccess(data.message);
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

  if (pending.isPending) return <Loader aria-label="Loading" mx="auto" display="block" />;
  // signed out, or nothing waiting: the sign-in page (an open account goes on from there)
  if (pending.isError || !pending.data.data) return <Navigate to="/auth/login" replace />;
  const { erase_at } = pending.data.data;

  return (
    // the sign-in's card holds it (the auth layout)
    <Stack gap="md" component="section" aria-labelledby="pending-deletion-heading">
      <Title order={1} fz="h2" id="pending-deletion-heading">
        Your account will be erased on {formatDate(erase_at)}
      </Title>
      <Text>
        You asked to delete your account. Your page is closed and nobody can see it. On {formatDate(erase_at)}{' '}
        your profile, photos, posts, messages and payout accounts will be erased for good.
      </Text>
      <Text>Cancel the deletion to get your account back as it was.</Text>
      <Group justify="flex-end" wrap="wrap">
        <LogoutButton />
        <Button variant="gradient" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel deletion
        </Button>
      </Group>
    </Stack>
  );
}
