import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Goal } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useOwnGoals } from '../api/get-goals';
import { useCloseGoal, useDeleteGoal } from '../api/save-goal';
import { GoalCard } from './goal-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

function GoalActions({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const closeGoal = useCloseGoal();
  const deleteGoal = useDeleteGoal();
  return (
    <Group gap="xs">
      <Button variant="light" size="xs" onClick={() => openModal('edit-goal', { goal })}>
        {t('goals.mine.edit')}
      </Button>
      {goal.status === 'active' && (
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            openModal('confirm', {
              title: t('goals.mine.closeTitle'),
              message: t('goals.mine.closeMessage', { title: goal.title }),
              confirmLabel: t('goals.mine.closeConfirm'),
              onConfirm: async () => {
                await closeGoal.mutateAsync(goal.id);
                notifySuccess(t('common.successfullyUpdated'));
              },
            })
          }
        >
          {t('goals.mine.close')}
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        size="xs"
        onClick={() =>
          openModal('confirm', {
            title: t('goals.mine.deleteTitle'),
            message: t('goals.mine.deleteMessage', { title: goal.title }),
            confirmLabel: t('goals.mine.delete'),
            danger: true,
            onConfirm: async () => {
              const { data } = await deleteGoal.mutateAsync(goal.id);
              notifySuccess(data.deleted ? t('goals.mine.deleted') : t('goals.mine.closedInstead'));
            },
          })
        }
      >
        {t('goals.mine.delete')}
      </Button>
    </Group>
  );
}

/** /dashboard/creator-hub/my-goals: the creator's goals, to edit, close and delete. */
export function MyGoalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('creatorPage.tabs.my-goals'));
  const goals = useOwnGoals();
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            {t('goals.mine.eyebrow')}
          </Text>
          <Title order={1}>{t('creatorPage.tabs.my-goals')}</Title>
        </div>
        <Button component={Link} to="/dashboard/creator-hub/my-goals/add-goal" variant="gradient">
          {t('goals.mine.add')}
        </Button>
      </Group>
      {goals.isError ? (
        <LoadError onRetry={() => void goals.refetch()} />
      ) : !goals.data ? (
        <Loader role="status" aria-label={t('goals.loading')} />
      ) : goals.data.data.length === 0 ? (
        <Text c="dimmed">{t('goals.mine.none')}</Text>
      ) : (
        goals.data.data.map((goal) => (
          <GoalCard key={goal.id} goal={goal} headingOrder={2} actions={<GoalActions goal={goal} />} />
        ))
      )}
    </Stack>
  );
}
