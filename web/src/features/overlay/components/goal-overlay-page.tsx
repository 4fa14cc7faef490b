import { Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { OverlayGoal } from '@pixel/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney } from '@/lib/money';
import { useOverlayGoal, useOverlayView } from '../api/overlay-view';
import { useOverlayEvents } from '../api/use-overlay-events';
import { useWidgetTest } from '../lib/widget-test';
import { OverlayChrome, useCreatorLanguage } from './overlay-chrome';
import { TestMark } from './widget-panel';
import { useTranslation } from '../texts';

const percentOf = (goal: OverlayGoal) => {
  const target = Number(goal.target_amount);
  return target > 0 ? Math.min(100, Math.round((Number(goal.raised_amount) / target) * 100)) : 0;
};

/** /overlay/{token}/goal/{goal_id}: one goal's progress bar, moving as goal gifts settle. */
export function GoalOverlayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.goal.documentTitle'));
  const { token = '', goalId = '' } = useParams();
  useCreatorLanguage(useOverlayView(token).data?.data.language);
  const initial = useOverlayGoal(token, goalId);
  const [live, setLive] = useState<OverlayGoal | null>(null);
  const test = useWidgetTest('goal');
  useOverlayEvents(token, (event) => {
    if (!test.hear(event) && event.type === 'goal' && event.goal_id === goalId) setLive(event);
  });
  const shown = live ?? initial.data?.data;
  // a test moves the bar to three quarters of the goal for a moment
  const goal =
    shown && test.testing
      ? { ...shown, raised_amount: ((Number(shown.target_amount) * 3) / 4).toFixed(2) }
      : shown;
  const shadow = { textShadow: '0 1px 3px rgba(0,0,0,0.6)' };

  return (
    <OverlayChrome>
      <Box p="lg" maw={720}>
        {initial.isError && !goal ? (
          <Text c="white" fw={700} style={shadow}>
            {t('overlay.goal.unavailable')}
          </Text>
        ) : (
          goal && (
            <Box>
              <Group justify="space-between" align="flex-end" c="white" style={shadow}>
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fz={24} fw={800} style={{ overflowWrap: 'anywhere' }}>
                    {goal.title}
                  </Text>
                  {test.testing && <TestMark />}
                </Group>
                <Text fz={20} fw={700}>
                  {t('overlay.goal.progress', {
                    raised: formatMoney(goal.raised_amount),
                    target: formatMoney(goal.target_amount),
                  })}
                </Text>
              </Group>
              <Box
                mt="xs"
                h={28}
                role="progressbar"
                aria-label={goal.title}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percentOf(goal)}
                style={{
                  borderRadius: 14,
                  background: 'rgba(0,0,0,0.45)',
                  border: '2px solid rgba(255,255,255,0.8)',
                  overflow: 'hidden',
                }}
              >
                <Box
                  h="100%"
                  style={{
                    width: `${percentOf(goal)}%`,
                    background: 'linear-gradient(90deg, #7c3aed, #db2777)',
                    transition: 'width 1.2s cubic-bezier(.2,.8,.2,1)',
                  }}
                />
              </Box>
              <Text c="white" fw={700} mt={4} ta="right" style={shadow}>
                {percentOf(goal)}%
              </Text>
            </Box>
          )
        )}
      </Box>
    </OverlayChrome>
  );
}
