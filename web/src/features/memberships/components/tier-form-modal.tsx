import type { ContextModalProps } from '@mantine/modals';
import { Stack } from '@mantine/core';
import type { MembershipTier } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useCreateTier, useUpdateTier } from '../api/save-tier';
import { TierForm } from './tier-form';
import { useTranslation } from '../texts';

/** Without a tier: a new one. With one: that tier's form filled in; a PUT replaces every field. */
export type TierFormModalProps = { tier?: MembershipTier };

/** Add a tier, or Edit Tier. */
export function TierFormModal({ context, id, innerProps }: ContextModalProps<TierFormModalProps>) {
  const { t } = useTranslation();
  const { tier } = innerProps;
  const createTier = useCreateTier();
  const updateTier = useUpdateTier();
  const close = () => context.closeModal(id);
  return (
    <Stack gap="md">
      <ModalHeading>
        {tier ? t('memberships.tierModal.editTitle') : t('memberships.tierModal.addTitle')}
      </ModalHeading>
      <TierForm
        tier={tier}
        submitLabel={tier ? t('memberships.tierModal.save') : t('memberships.tierModal.add')}
        pending={createTier.isPending || updateTier.isPending}
        onCancel={close}
        onSubmit={(body, setError) => {
          const onError = (error: unknown) => handleApiError(error, { setError });
          if (tier) {
            updateTier.mutate(
              { id: tier.id, tier: body },
              {
                onSuccess: () => {
                  notifySuccess(t('common.successfullyUpdated'));
                  close();
                },
                onError,
              },
            );
          } else {
            createTier.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('memberships.tierModal.added'));
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
