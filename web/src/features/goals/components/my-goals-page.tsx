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

function GoalActions({ goal }: { goal: Goal }) {
  const closeGoal = useCloseGoal();
  const deleteGoal = useDeleteGoal();
  return (
    <Group gap="xs">
      <Button variant="light" size="xs" onClick={() => openModal('edit-goal', { goal })}>
        Edit
      </Button>
      {goal.status === 'active' && (
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            openModal('confirm', {
              title: 'Close this goal?',
              message: `"${goal.title}" will stop taking gifts. Gifts already given stay.`,
              confirmLabel: 'Close goal',
              onConfirm: async () => {
                await closeGoal.mutateAsync(goal.id);
                notifySuccess('Successfully Updated.');
              },
            })
          }
        >
          Close
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        size="xs"
        onClick={() =>
          openModal('confirm', {
            title: 'Delete this goal?',
            message: `"${goal.title}" will be removed from your page. A goal that has gifts is closed instead.`,
            confirmLabel: 'Delete',
            danger: true,
            onConfirm: async () => {
              const { data } = await deleteGoal.mutateAsync(goal.id);
              notifySuccess(data.deleted ? 'Successfully deleted.' : data.message);
            },
          })
        }
      >
        Delete
      </Button>
    </Group>
  );
}

/** /dashboard/creator-hub/my-goals: the creator's goals, to edit, close and delete. */
export function MyGoalsPage() {
  useDocumentTitle('My Goals');
  const goals = useOwnGoals();
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            Creator hub
          </Text>
          <Title order={1}>My Goals</Title>
        </div>
        <Button component={Link} to="/dashboard/creator-hub/my-goals/add-goal" variant="gradient">
          Add a goal
        </Button>
      </Group>
      {goals.isError ? (
        <LoadError onRetry={() => void goals.refetch()} />
      ) : !goals.data ? (
        <Loader role="status" aria-label="Loading goals" />
      ) : goals.data.data.length === 0 ? (
        <Text c="dimmed">You have no goals yet. Add one and share it with your supporters.</Text>
      ) : (
        goals.data.data.map((goal) => (
          <GoalCard key={goal.id} goal={goal} headingOrder={2} actions={<GoalActions goal={goal} />} />
        ))
      )}
    </Stack>
  );
}
