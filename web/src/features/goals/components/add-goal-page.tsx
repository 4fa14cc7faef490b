import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useCreateGoal } from '../api/save-goal';
import { GoalForm } from './goal-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

/** /dashboard/creator-hub/my-goals/add-goal: a new goal, then the dashboard's goals list. */
export function AddGoalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('goals.add.documentTitle'));
  const navigate = useNavigate();
  const createGoal = useCreateGoal();

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Anchor component={Link} to="/dashboard/creator-hub/my-goals" fz="sm">
          {t('goals.add.back')}
        </Anchor>
        <Title order={1}>{t('goals.add.title')}</Title>
        <Text c="dimmed">{t('goals.add.intro')}</Text>
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
          submitLabel={t('goals.add.submit')}
          pending={createGoal.isPending}
          onCancel={() => void navigate('/dashboard/creator-hub/my-goals')}
          onSubmit={(body, setError) =>
            createGoal.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('goals.add.added'));
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
