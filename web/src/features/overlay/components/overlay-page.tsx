import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { OverlayGiftEvent, OverlayMemberEvent } from '@pixel/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney } from '@/lib/money';
import { shownName } from '@/lib/names';
import { useOverlayView } from '../api/overlay-view';
import { useOverlayEvents } from '../api/use-overlay-events';
import { OverlayChrome, playChime, useCreatorLanguage } from './overlay-chrome';
import { onThisSite } from './stream-preview';
import { useTranslation } from '../texts';

// how long one alert stays on screen, its exit included; the next waits its turn
const ALERT_MS = 7_000;
const EXIT_MS = 450;

/** What takes its turn on screen: a gift, or a new member. */
type Alert = OverlayGiftEvent | OverlayMemberEvent;
type QueuedAlert = Alert & { seq: number };

/** A membership given as a gift (decision 0153): "gifted 3 months of Gold to Ana". */
function giftedText(
  t: ReturnType<typeof useTranslation>['t'],
  tier: string,
  gift: NonNullable<OverlayMemberEvent['gift']>,
) {
  const one = gift.months === 1;
  if (gift.recipient_name) {
    return t(one ? 'overlay.alerts.giftedMonthTo' : 'overlay.alerts.giftedMonthsTo', {
      tier,
      months: gift.months,
      name: gift.recipient_name,
    });
  }
  return t(one ? 'overlay.alerts.giftedMonth' : 'overlay.alerts.giftedMonths', { tier, months: gift.months });
}

export function AlertCard({ alert, leaving }: { alert: Alert; leaving: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      maw={560}
      mx="auto"
      px="xl"
      py="lg"
      style={{
        textAlign: 'center',
        color: '#fff',
        borderRadius: 20,
        background: 'linear-gradient(135deg, rgba(94,39,187,0.92), rgba(219,39,119,0.92))',
        boxShadow: '0 12px 40px rgba(0,0,0,0.35)',
        textShadow: '0 1px 2px rgba(0,0,0,0.35)',
        animation: leaving
          ? `pixel-alert-out ${EXIT_MS}ms ease-in forwards`
          : 'pixel-alert-in 500ms cubic-bezier(.2,.9,.3,1.3) both',
      }}
    >
      <Text fz={28} fw={800} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {shownName(alert.supporter_name)}
      </Text>
      <Text
        fz={22}
        fw={700}
        mt={4}
        style={{ display: 'inline-block', animation: 'pixel-alert-pop 700ms ease-in-out 500ms 2' }}
      >
        {alert.type === 'gift'
          ? t('overlay.alerts.sent', { amount: formatMoney(alert.amount) })
          : alert.gift
            ? giftedText(t, alert.tier_name, alert.gift)
            : t('overlay.alerts.becameMember', { tier: alert.tier_name })}
      </Text>
      {alert.type === 'gift' && alert.message && (
        <Text fz={20} mt="sm" style={{ overflowWrap: 'anywhere' }}>
          {alert.message}
        </Text>
      )}
    </Box>
  );
}

// the alert's chime first, then the message
const SPEECH_AFTER_MS = 900;
// a message that never loads or never ends lets the next alert through after this
const SPEECH_LONGEST_MS = 45_000;

/**
 * A gift's message read aloud: the audio the server made, played after the chime, on the overlay's own
 * site. `onDone` is told when it has ended, failed, or taken too long.
 */
function SpokenMessage(props: { url: string; volume: number; label: string; onDone: () => void }) {
  const audio = useRef<HTMLAudioElement>(null);
  const done = useRef(props.onDone);
  useEffect(() => {
    done.current = props.onDone;
  });
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.volume = Math.min(1, Math.max(0, props.volume));
    const start = setTimeout(() => {
      element.play().catch(() => done.current());
    }, SPEECH_AFTER_MS);
    const giveUp = setTimeout(() => done.current(), SPEECH_LONGEST_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(giveUp);
      element.pause();
    };
  }, [props.volume]);
  return (
    <audio
      ref={audio}
      src={onThisSite(props.url)}
      preload="auto"
      aria-label={props.label}
      onEnded={() => done.current()}
      onError={() => done.current()}
    />
  );
}

/**
 * /overlay/{token}: a browser source for streaming software that shows each paid gift as it settles, and
 * each new member, one at a time. The moderation queue's controls (decision 0147) skip a gift's alert (dropped
 * from the queue, or cut short on screen) and pause them all: the one on screen ends, the rest wait for a
 * resume, and a reloaded overlay reads from its view whether it is paused.
 */
export function OverlayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.alerts.documentTitle'));
  const { token = '' } = useParams();
  const view = useOverlayView(token);
  useCreatorLanguage(view.data?.data.language);
  const [queue, setQueue] = useState<QueuedAlert[]>([]);
  const [leavingSeq, setLeavingSeq] = useState<number | null>(null);
  // the alert on screen when a pause came, which it lets finish; and the one a skip cuts short
  const [finishingSeq, setFinishingSeq] = useState<number | null>(null);
  const [cutSeq, setCutSeq] = useState<number | null>(null);
  // a pause or resume heard on the stream; until one is, the view says (and no alert starts before it)
  const [pausedNow, setPausedNow] = useState<boolean | null>(null);
  const paused = pausedNow ?? view.data?.data.paused ?? true;
  const seq = useRef(0);
  const head = queue[0];
  const current = head && (!paused || head.seq === finishingSeq) ? head : undefined;
  useOverlayEvents(token, (event) => {
    // the goal bar, the timer and the poll are widgets of their own
    if (event.type === 'gift' || event.type === 'member')
      setQueue((queued) => [...queued, { ...event, seq: ++seq.current }]);
    if (event.type !== 'control') return;
    if (event.action !== 'skip') {
      setFinishingSeq(current?.seq ?? null);
      return setPausedNow(event.action === 'pause');
    }
    const skipped = (alert: QueuedAlert) => alert.type === 'gift' && alert.gift_id === event.gift_id;
    if (current && skipped(current)) setCutSeq(current.seq);
    setQueue((queued) => queued.filter((alert) => alert.seq === current?.seq || !skipped(alert)));
  });
  const cut = !!current && cutSeq === current.seq;
  const sound = view.data?.data.sound_enabled ?? false;

  const speech = current?.type === 'gift' ? current.speech_url : null;
  // an alert with a spoken message stays until the message has been read, however long it is
  const [spokenSeq, setSpokenSeq] = useState<number | null>(null);
  const waiting = !!speech && !cut && spokenSeq !== current?.seq;

  useEffect(() => {
    if (!current) return;
    if (sound) playChime();
    // one run per alert: a sound setting arriving later does not replay it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.seq]);

  useEffect(() => {
    if (!current || waiting) return;
    // a skipped alert on screen leaves at once
    const stays = cut ? EXIT_MS : ALERT_MS;
    const exit = setTimeout(() => setLeavingSeq(current.seq), stays - EXIT_MS);
    const next = setTimeout(() => setQueue((queued) => queued.slice(1)), stays);
    return () => {
      clearTimeout(exit);
      clearTimeout(next);
    };
  }, [current, waiting, cut]);

  return (
    <OverlayChrome>
      <Box p="lg">
        {view.isError ? (
          <Text c="white" fw={700} style={{ textShadow: '0 1px 3px #000' }}>
            {t('overlay.alerts.invalid')}
          </Text>
        ) : (
          current && (
            <>
              <AlertCard key={current.seq} alert={current} leaving={leavingSeq === current.seq} />
              {speech && !cut && current.type === 'gift' && (
                <SpokenMessage
                  key={current.seq}
                  url={speech}
                  volume={current.speech_volume ?? 1}
                  label={t('overlay.alerts.spoken', { name: current.supporter_name })}
                  onDone={() => setSpokenSeq(current.seq)}
                />
              )}
            </>
          )
        )}
      </Box>
    </OverlayChrome>
  );
}
