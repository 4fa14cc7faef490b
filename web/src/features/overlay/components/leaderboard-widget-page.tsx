import { Box, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { leaderboardPeriods, type LeaderboardEntry, type LeaderboardPeriod } from '@pixel/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney } from '@/lib/money';
import { useOverlayLeaderboard, useOverlayView } from '../api/overlay-view';
import { useOverlayEvents } from '../api/use-overlay-events';
import { useWidgetTest } from '../lib/widget-test';
import { OverlayChrome, useCreatorLanguage } from './overlay-chrome';
import { onVideo, WidgetPanel } from './widget-panel';
import { useTranslation } from '../texts';

// a gift's settlement is committed when its alert is sent: the board is read again a moment later
const AFTER_GIFT_MS = 1_500;

/** The period a widget's address asks for (`?period=week`), today when it names none it knows. */
export function periodOf(value: string | null): LeaderboardPeriod {
  return (leaderboardPeriods as readonly string[]).includes(value ?? '')
    ? (value as LeaderboardPeriod)
    : 'today';
}

const medal = ['#f5c542', '#d7dbe3', '#e09a5b'];

/** /overlay/{token}/leaderboard: the creator's top supporters of today, the week, the month or all time. */
export function LeaderboardWidgetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.leaderboard.documentTitle'));
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const period = periodOf(search.get('period'));
  useCreatorLanguage(useOverlayView(token).data?.data.language);
  const board = useOverlayLeaderboard(token, period);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const test = useWidgetTest('leaderboard');
  useOverlayEvents(token, (event) => {
    if (test.hear(event) || event.type !== 'gift' || event.is_test) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void board.refetch(), AFTER_GIFT_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const sample: LeaderboardEntry[] = ['1000.00', '500.00', '250.00'].map((total, index) => ({
    rank: index + 1,
    name: t('overlay.widgets.testName', { number: index + 1 }),
    page_url: null,
    total,
    gifts: 3 - index,
  }));
  const entries = test.testing ? sample : board.data?.data.entries;

  return (
    <OverlayChrome>
      {board.isError && !entries ? (
        <Text m="lg" fw={700} style={onVideo}>
          {t('overlay.widgets.unavailable')}
        </Text>
      ) : (
        entries && (
          <WidgetPanel title={t(`overlay.leaderboard.title.${period}`)} test={test.testing}>
            {entries.length === 0 ? (
              <Text fz={20} mt="sm" style={onVideo}>
                {t('overlay.leaderboard.empty')}
              </Text>
            ) : (
              <Box component="ol" m={0} mt="sm" p={0} style={{ listStyle: 'none' }}>
                {entries.map((entry) => (
                  <Group
                    component="li"
                    key={entry.rank}
                    gap="md"
                    wrap="nowrap"
                    py={6}
                    style={{ borderTop: entry.rank > 1 ? '1px solid rgba(255,255,255,0.12)' : undefined }}
                  >
                    <Text
                      fz={22}
                      fw={900}
                      w={36}
                      ta="center"
                      style={{ ...onVideo, color: medal[entry.rank - 1] ?? '#fff' }}
                    >
                      {entry.rank}
                    </Text>
                    <Text fz={22} fw={700} style={{ ...onVideo, flex: 1, minWidth: 0 }} truncate="end">
                      {entry.name}
                    </Text>
                    <Text fz={22} fw={800} style={onVideo}>
                      {formatMoney(entry.total)}
                    </Text>
                  </Group>
                ))}
              </Box>
            )}
          </WidgetPanel>
        )
      )}
    </OverlayChrome>
  );
}
