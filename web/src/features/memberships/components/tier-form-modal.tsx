import type { ContextModalProps } from '@mantine/modals';
import { Stack } from '@mantine/core';
import type { MembershipTier } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useCreateTier, useUpdateTier } from '../api/save-tier';
import { TierForm } from './tier-form';

/** Without a tier: a new one. With one: that tier's form filled in; a PUT replaces every field. */
export type TierFormModalProps = { tier?: MembershipTier };

/** Add a tier, or Edit Tier. */
export function TierFormModal({ context, id, innerProps }: ContextModalProps<TierFormModalProps>) {
  const { tier } = innerProps;
  const createTier = useCreateTier();
  const updateTier = useUpdateTier();
  const close = () => context.closeModal(id);
  return (
    <Stack gap="md">
      <ModalHeading>{tier ? 'Edit Tier' : 'Add a tier'}</ModalHeading>
      <TierForm
        tier={tier}
        submitLabel={tier ? 'Save changes' : 'Add tier'}
        pending={createTier.isPending || updateTier.isPending}
        onCancel={close}
        onSubmit={(body, setError) => {
          const onError = (error: unknown) => handleApiError(error, { setError });
          if (tier) {
            updateTier.mutate(
              { id: tier.id, tier: body },
              {
                onSuccess: () => {
                  notifySuccess('Successfully Updated.');
                  close();
                },
                onError,
              },
            );
          } else {
            createTier.mutate(body, {
              onSuccess: () => {
                notifySuccess('Tier added.');
                close();
              },
              onError,
            });
          }
        }}
      />
    </Stack>
  );
}
