import { Box, Group, Text } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useParams } from 'react-router';
import type { OverlayMedia } from '@pixel/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMediaWidget } from '../api/media-requests';
import { useOverlayView } from '../api/overlay-view';
import { useOverlayEvents } from '../api/use-overlay-events';
import { useWidgetTest } from '../lib/widget-test';
import { OverlayChrome, useCreatorLanguage } from './overlay-chrome';
import { onVideo, TestMark } from './widget-panel';
import { useTranslation } from '../texts';

/** YouTube's privacy-enhanced player for exactly the paid part of the video, playing as it loads. */
export const embedUrl = (clip: Pick<OverlayMedia, 'video_id' | 'start_seconds' | 'seconds'>) =>
  `https://www.youtube-nocookie.com/embed/${clip.video_id}?start=${clip.start_seconds}&end=${
    clip.start_seconds + clip.seconds
  }&autoplay=1`;

// who the test's sample names, as the test alert does
const TEST_NAME = 'PIXEL';

interface Queue {
  clips: OverlayMedia[];
  /** Clips played or skipped: one heard of again (a resumed stream, the first read) is not played twice. */
  over: string[];
}

type Change =
  | { type: 'add'; clips: OverlayMedia[] }
  | { type: 'end'; id: string }
  | { type: 'first'; clips: OverlayMedia[] };

function queueOf(state: Queue, change: Change): Queue {
  switch (change.type) {
    case 'end':
      return {
        clips: state.clips.filter((clip) => clip.request_id !== change.id),
        over: [...state.over, change.id],
      };
    case 'add':
    case 'first': {
      const known = new Set([...state.over, ...state.clips.map((clip) => clip.request_id)]);
      const fresh = change.clips.filter((clip) => !known.has(clip.request_id));
      // the first read is the queue as it stood before any event heard since: it goes first
      return {
        ...state,
        clips: change.type === 'first' ? [...fresh, ...state.clips] : [...state.clips, ...fresh],
      };
    }
  }
}

/**
 * /overlay/{token}/media: the clips viewers paid for, one at a time, each for exactly its paid seconds in a
 * YouTube embed with the name of who asked; a skip from the creator stops the one playing (or drops one
 * waiting). The first read gives what is left to play when the widget opens or reloads.
 */
export function MediaWidgetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.media.documentTitle'));
  const { token = '' } = useParams();
  const view = useOverlayView(token);
  useCreatorLanguage(view.data?.data.language);
  const initial = useMediaWidget(token);
  const [queue, change] = useReducer(queueOf, { clips: [], over: [] });
  const first = initial.data?.data;
  useEffect(() => {
    if (first) change({ type: 'first', clips: first });
  }, [first]);
  const test = useWidgetTest('media');
  useOverlayEvents(token, (event) => {
    if (test.hear(event) || event.type !== 'media') return;
    const { type: _type, ...clip } = event;
    if (clip.status === 'skipped') change({ type: 'end', id: clip.request_id });
    else change({ type: 'add', clips: [clip] });
  });

  const playing = queue.clips[0];
  // the paid seconds, then the next: the player's own end is a second guard
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => change({ type: 'end', id: playing.request_id }), playing.seconds * 1_000);
    return () => clearTimeout(timer);
  }, [playing]);

  const frame = { aspectRatio: '16 / 9', border: 0, borderRadius: 16, display: 'block' } as const;
  // a test shows where a clip plays; a clip playing goes on, marked as heard
  const sample = test.testing && !playing;

  return (
    <OverlayChrome>
      {initial.isError && !playing ? (
        <Text m="lg" fw={700} style={onVideo}>
          {t('overlay.widgets.unavailable')}
        </Text>
      ) : (
        (playing || sample) && (
          <Box component="section" aria-label={t('overlay.media.label')} m="lg" w="min(66vw, 1280px)">
            {playing ? (
              <Box
                component="iframe"
                key={playing.request_id}
                src={embedUrl(playing)}
                title={t('overlay.media.playerTitle', { name: playing.supporter_name })}
                allow="autoplay; encrypted-media"
                w="100%"
                style={frame}
              />
            ) : (
              <Box
                w="100%"
                p="xl"
                display="flex"
                style={{
                  ...frame,
                  alignItems: 'center',
                  justifyContent: 'center',
                  background: 'linear-gradient(135deg, rgba(124,58,237,0.85), rgba(219,39,119,0.85))',
                }}
              >
                <Text fz={40} fw={800} ta="center" style={onVideo}>
                  {t('overlay.widgets.testClip')}
                </Text>
              </Box>
            )}
            <Group mt="sm" gap="md" wrap="nowrap">
              <Text fz={28} fw={800} style={onVideo}>
                {t('overlay.media.requestedBy', { name: playing?.supporter_name ?? TEST_NAME })}
              </Text>
              {test.testing && <TestMark />}
            </Group>
          </Box>
        )
      )}
    </OverlayChrome>
  );
}
