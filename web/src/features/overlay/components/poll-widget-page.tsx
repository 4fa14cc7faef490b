import { Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { OverlayPoll } from '@pixel/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney } from '@/lib/money';
import { useOverlayView } from '../api/overlay-view';
import { usePollWidget } from '../api/stream-kit';
import { useOverlayEvents } from '../api/use-overlay-events';
import { useWidgetTest } from '../lib/widget-test';
import { OverlayChrome, useCreatorLanguage } from './overlay-chrome';
import { onVideo, WidgetPanel } from './widget-panel';
import { useTranslation } from '../texts';

const shareOf = (part: string, whole: string) =>
  Number(whole) > 0 ? Math.round((Number(part) / Number(whole)) * 100) : 0;

/** /overlay/{token}/poll: the creator's poll, each choice's pesos growing as votes are paid. */
export function PollWidgetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.poll.documentTitle'));
  const { token = '' } = useParams();
  const view = useOverlayView(token);
  useCreatorLanguage(view.data?.data.language);
  const initial = usePollWidget(token);
  const [live, setLive] = useState<OverlayPoll | null>(null);
  const test = useWidgetTest('poll');
  useOverlayEvents(token, (event) => {
    if (!test.hear(event) && event.type === 'poll') setLive(event);
  });
  const sample: OverlayPoll = {
    poll_id: 'test',
    question: t('overlay.widgets.testPoll'),
    open: true,
    choices: ['350.00', '200.00', '100.00'].map((total, index) => ({
      id: `test-${index}`,
      label: t('overlay.widgets.testChoice', { number: index + 1 }),
      total,
      votes: 3 - index,
    })),
    total: '650.00',
  };
  const poll = test.testing ? sample : (live ?? initial.data?.data ?? null);

  return (
    <OverlayChrome>
      {initial.isError && !poll ? (
        <Text m="lg" fw={700} style={onVideo}>
          {t('overlay.widgets.unavailable')}
        </Text>
      ) : (
        poll && (
          <WidgetPanel title={poll.question} label={t('overlay.poll.label')} test={test.testing}>
            <Box component="ol" m={0} mt="sm" p={0} style={{ listStyle: 'none' }}>
              {poll.choices.map((choice, index) => {
                const share = shareOf(choice.total, poll.total);
                return (
                  <Box component="li" key={choice.id} py={6}>
                    <Group justify="space-between" wrap="nowrap" gap="md">
                      <Text fz={22} fw={700} style={{ ...onVideo, minWidth: 0 }} truncate="end">
                        {index + 1}. {choice.label}
                      </Text>
                      <Text fz={22} fw={800} style={onVideo}>
                        {formatMoney(choice.total)}
                      </Text>
                    </Group>
                    <Box
                      mt={4}
                      h={14}
                      role="meter"
                      aria-label={choice.label}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={share}
                      style={{ borderRadius: 7, background: 'rgba(255,255,255,0.18)', overflow: 'hidden' }}
                    >
                      <Box
                        h="100%"
                        style={{
                          width: `${share}%`,
                          background: 'linear-gradient(90deg, #7c3aed, #db2777)',
                          transition: 'width 1s cubic-bezier(.2,.8,.2,1)',
                        }}
                      />
                    </Box>
                  </Box>
                );
              })}
            </Box>
            <Text fz={18} fw={700} mt="sm" style={{ ...onVideo, opacity: 0.9 }}>
              {poll.open
                ? t('overlay.poll.howToVote', {
                    address: `${window.location.host}/${view.data?.data.page_url ?? ''}`,
                  })
                : t('overlay.poll.closed', { total: formatMoney(poll.total) })}
            </Text>
          </WidgetPanel>
        )
      )}
    </OverlayChrome>
  );
}
