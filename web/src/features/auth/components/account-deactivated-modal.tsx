import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeactivationDetails } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { userQueryKey } from '../api/get-user';
import { useReactivateAccount } from '../api/reactivate-account';
import { useTranslation } from '../texts';

export type AccountDeactivatedModalProps = {
  email: string;
  password: string;
  deactivationDetails: NonNullable<DeactivationDetails>;
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
      onError: (error) => handleApiError(error),
    },
  });

  return (
    <Stack gap="md" pb="xs">
      <ModalHeading>{t('auth.deactivated.title')}</ModalHeading>
      <Text ta="center" c="dimmed">
        {t('auth.deactivated.lead', { date: formatDate(deactivationDetails.deactivated_at) })}
      </Text>
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
          onClick={() => reactivate.mutate({ email, password, reactivate_account: 1 })}
        >
          {t('auth.deactivated.reactivate')}
        </Button>
      </Group>
    </Stack>
  );
}
