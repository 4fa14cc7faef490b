import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOverlayView } from '../api/overlay-view';
import { useTimerWidget } from '../api/stream-kit';
import { useOverlayEvents } from '../api/use-overlay-events';
import { formatCountdown, useTimeLeft, type HeardTimer } from '../lib/countdown';
import { useWidgetTest } from '../lib/widget-test';
import { OverlayChrome, useCreatorLanguage } from './overlay-chrome';
import { onVideo, WidgetPanel } from './widget-panel';
import { useTranslation } from '../texts';

// how long "+1:40" shows after a gift or a new member added time
const ADDED_MS = 4_000;
// the test's sample: an hour running, five minutes just added
const TEST_TIMER = { state: 'running', remaining_ms: 3_600_000 } as const;
const TEST_ADDED_MS = 300_000;

/** /overlay/{token}/timer: the subathon timer, counting down and growing with each gift and new member. */
export function TimerWidgetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.timer.documentTitle'));
  const { token = '' } = useParams();
  useCreatorLanguage(useOverlayView(token).data?.data.language);
  const initial = useTimerWidget(token);
  const [live, setLive] = useState<HeardTimer | null>(null);
  const test = useWidgetTest('timer');
  const heard: HeardTimer | null =
    test.since !== null
      ? { ...TEST_TIMER, heardAt: test.since }
      : (live ?? (initial.data ? { ...initial.data.data, heardAt: initial.dataUpdatedAt } : null));
  const [added, setAdded] = useState<{ ms: number; seq: number } | null>(null);
  const seq = useRef(0);

  useOverlayEvents(token, (event) => {
    if (test.hear(event)) setAdded({ ms: TEST_ADDED_MS, seq: ++seq.current });
    if (event.type !== 'timer') return;
    setLive({ ...event, heardAt: Date.now() });
    if (event.added_ms > 0) setAdded({ ms: event.added_ms, seq: ++seq.current });
  });
  useEffect(() => {
    if (!added) return;
    const gone = setTimeout(() => setAdded(null), ADDED_MS);
    return () => clearTimeout(gone);
  }, [added]);

  const left = useTimeLeft(heard);
  const over = heard !== null && heard.state !== 'paused' && left === 0;

  return (
    <OverlayChrome>
      {initial.isError && !heard ? (
        <Text m="lg" fw={700} style={onVideo}>
          {t('overlay.widgets.unavailable')}
        </Text>
      ) : (
        heard && (
          <WidgetPanel title={t('overlay.timer.title')} test={test.testing}>
            <Text
              role="timer"
              aria-live="off"
              fz={72}
              fw={900}
              lh={1.1}
              mt="xs"
              style={{ ...onVideo, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatCountdown(left)}
            </Text>
            <Box mih={34}>
              {heard.state === 'paused' ? (
                <Text fz={24} fw={800} style={{ ...onVideo, color: '#fcd34d' }}>
                  {t('overlay.timer.paused')}
                </Text>
              ) : over ? (
                <Text fz={24} fw={800} style={onVideo}>
                  {t('overlay.timer.over')}
                </Text>
              ) : (
                added && (
                  <Text
                    key={added.seq}
                    role="status"
                    fz={26}
                    fw={900}
                    style={{ ...onVideo, color: '#6ee7b7', animation: 'pixel-alert-pop 700ms ease-in-out 2' }}
                  >
                    {t('overlay.timer.added', { time: formatCountdown(added.ms) })}
                  </Text>
                )
              )}
            </Box>
          </WidgetPanel>
        )
      )}
    </OverlayChrome>
  );
}
