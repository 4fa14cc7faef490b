import type { ContextModalProps } from '@mantine/modals';
import { Stack } from '@mantine/core';
import type { Goal } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useUpdateGoal } from '../api/save-goal';
import { GoalForm } from './goal-form';
import { useTranslation } from '../texts';

export type EditGoalModalProps = { goal: Goal };

/** Edit Goal: the goal form filled in; a PUT replaces every field. */
export function EditGoalModal({ context, id, innerProps }: ContextModalProps<EditGoalModalProps>) {
  const { t } = useTranslation();
  const { goal } = innerProps;
  const updateGoal = useUpdateGoal();
  return (
    <Stack gap="md">
      <ModalHeading>{t('goals.edit.title')}</ModalHeading>
      <GoalForm
        goal={goal}
        submitLabel={t('goals.edit.submit')}
        pending={updateGoal.isPending}
        onCancel={() => context.closeModal(id)}
        onSubmit={(body, setError) =>
          updateGoal.mutate(
            { id: goal.id, goal: body },
            {
              onSuccess: () => {
                notifySuccess(t('common.successfullyUpdated'));
                context.closeModal(id);
              },
              onError: (error) => handleApiError(error, { setError }),
            },
          )
        }
      />
    </Stack>
  );
}
