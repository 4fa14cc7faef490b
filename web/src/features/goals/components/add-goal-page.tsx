import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useCreateGoal } from '../api/save-goal';
import { GoalForm } from './goal-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/creator-hub/my-goals/add-goal: a new goal, then the dashboard's goals list. */
export function AddGoalPage() {
  useDocumentTitle('Add Goal');
  const navigate = useNavigate();
  const createGoal = useCreateGoal();

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Anchor component={Link} to="/dashboard/creator-hub/my-goals" fz="sm">
          ← My Goals
        </Anchor>
        <Title order={1}>Add a goal</Title>
        <Text c="dimmed">Tell your supporters what you are saving for, and let them help.</Text>
      </div>
      {/* the form's buttons stay in view at the foot of the window as on a phone's modal, spanning the card's
          padding as they span a modal's */}
      <Paper
        withBorder
        radius="lg"
        p="lg"
        style={{ '--mb-padding': 'var(--mantine-spacing-lg)' } as CSSProperties}
      >
        <GoalForm
          submitLabel="Add goal"
          pending={createGoal.isPending}
          onCancel={() => void navigate('/dashboard/creator-hub/my-goals')}
          onSubmit={(body, setError) =>
            createGoal.mutate(body, {
              onSuccess: () => {
                notifySuccess('Goal added.');
                void navigate('/dashboard/creator-hub/my-goals');
              },
              onError: (error) => handleApiError(error, { setError }),
            })
          }
        />
      </Paper>
    </Stack>
  );
}
