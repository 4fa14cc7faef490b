import { Button, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { CreatorEmptyTab, CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { LoadError } from '@/components/ui/load-error';
import { openModal } from '@/lib/modals';
import { usePageGoals } from '../api/get-goals';
import { GoalCard, isGoalOpen } from './goal-card';
import { useTranslation } from '../texts';

/** The My Goals tab of a creator's page: their goals, active first, each open one with 'Support this goal'. */
export function CreatorGoalsTab() {
  const { t } = useTranslation();
  const { profile, creator } = useCreatorPageContext();
  const goals = usePageGoals(profile.page_url);

  if (goals.isError) return <LoadError onRetry={() => void goals.refetch()} />;
  if (!goals.data) return <Loader mx="auto" role="status" aria-label={t('goals.loading')} />;
  if (goals.data.data.length === 0) return <CreatorEmptyTab tab="my-goals" />;

  return (
    <CreatorTabSection
      title={t('creatorPage.tabs.my-goals')}
      action={
        profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/my-goals" variant="light">
            {t('goals.manage')}
          </Button>
        )
      }
    >
      {goals.data.data.map((goal) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          actions={
            isGoalOpen(goal) &&
            !profile.is_owner && (
              <Button
                variant="gradient"
                w="fit-content"
                onClick={() => openModal('support-me', { creator, goal: { id: goal.id, title: goal.title } })}
              >
                {t('goals.support')}
              </Button>
            )
          }
        />
      ))}
    </CreatorTabSection>
  );
}
