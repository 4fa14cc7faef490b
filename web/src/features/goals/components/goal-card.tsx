import { Badge, Group, Image, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Goal } from '@pixel/contract';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';

/** Whether a goal still takes gifts: active and not past its end date. */
export const isGoalOpen = (goal: Goal) => goal.status === 'active' && !goal.is_ended;

/** The raised amount of the target, as a bar (full at 100 %, even when more was raised) and in pesos. */
export function GoalProgress({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, goal.progress));
  const raised = formatMoney(goal.raised_amount);
  const target = formatMoney(goal.target_amount);
  return (
    <Stack gap={6}>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          aria-label={t('goals.card.progress', { title: goal.title })}
          aria-valuetext={t('goals.card.raisedOf', { raised, target })}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          <Text span fw={800} data-testid="goal-raised">
            {raised}
          </Text>{' '}
          <Text span c="dimmed">
            {t('goals.card.raisedOfTarget', { target })}
          </Text>
        </Text>
        <Text fz="sm" fw={700} c="dimmed">
          {goal.progress}%
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * One goal: cover, title, status, description, progress and end date; `actions` below (support, manage).
 * A #tag in the title or the description links to its hashtag page, as in every text a creator writes.
 * `headingOrder` follows the page's outline: 2 straight under a page's h1, 3 under a tab's h2.
 */
export function GoalCard({
  goal,
  actions,
  headingOrder = 3,
}: {
  goal: Goal;
  actions?: ReactNode;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const open = isGoalOpen(goal);
  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-labelledby={`goal-${goal.id}-title`}>
      <Stack gap="sm">
        {goal.cover_image && <Image src={goal.cover_image} alt="" radius="md" h={180} fit="cover" />}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title
            order={headingOrder}
            fz="lg"
            id={`goal-${goal.id}-title`}
            style={{ overflowWrap: 'anywhere' }}
          >
            <TextWithHashtags>{goal.title}</TextWithHashtags>
          </Title>
          {/* the status keeps its width beside a long title on a phone: the title wraps instead */}
          {goal.status === 'closed' ? (
            <Badge variant="default" flex="none">
              {t('goals.card.closed')}
            </Badge>
          ) : goal.is_ended ? (
            <Badge variant="default" flex="none">
              {t('goals.card.ended')}
            </Badge>
          ) : (
            <Badge variant="filled" color="teal.9" flex="none">
              {t('goals.card.active')}
            </Badge>
          )}
        </Group>
        {goal.description && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <TextWithHashtags>{goal.description}</TextWithHashtags>
          </Text>
        )}
        <GoalProgress goal={goal} />
        {goal.end_date && (
          <Text fz="sm" c="dimmed">
            {t(open ? 'goals.card.endsOn' : 'goals.card.endedOn', {
              date: formatDate(`${goal.end_date}T00:00:00`),
            })}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
