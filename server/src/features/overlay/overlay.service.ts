import {
  formatCentavos,
  type Leaderboard,
  type LeaderboardPeriod,
  type OverlayEvent,
  type OverlayGiftEvent,
  type OverlaySettings,
  type StreamWidget,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { ApprovedGift } from '../gifts/held-gifts.service.ts';
import type { SettledPayment, SettlementListener } from '../payments/payments.service.ts';
import { TEST_ALERT_NAME, type SpeakAlert, type SpeakTest } from '../speech/speech.service.ts';
import type { HoldAlert } from '../stream-moderation/stream-moderation.service.ts';
import { periodStart, presentEntry, topSupporters } from './leaderboard.ts';
import type { OverlayBus } from './overlay.bus.ts';
import type { OverlayRepository, OverlaySettingsRow } from './overlay.repository.ts';

// how many missed events one catch-up reads at a time
const PAGE = 100;
// an overlay that reconnects later than this starts afresh: old alerts are no use on a stream
const KEEP_EVENTS_MS = 7 * 86_400_000;

/** One open overlay: where it is sent its events, and the last it was sent. */
interface Stream {
  token: string;
  lastSent: number | null;
  /** Sends one event as the stream's bytes: `frame` is the whole Server-Sent Event, made once for all. */
  send: (id: number, frame: Buffer) => void;
  end: () => void;
}

/** An event as a Server-Sent Event's bytes: its id (what a reconnecting browser names), its type, its JSON. */
const sseFrame = (id: number, event: OverlayEvent) =>
  Buffer.from(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

// the test alert's gift: ₱100.00 from PIXEL, its message in the creator's language
const TEST_ALERT_AMOUNT = 10_000;

export function createOverlayService(deps: {
  db: Db;
  repository: OverlayRepository;
  bus: OverlayBus;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
  now: () => Date;
  /** Whether a gift's alert reads its message aloud, and where (spoken alerts, decision 0145). */
  speak: SpeakAlert;
  /** Whether the creator's test alert is read aloud, and where. */
  speakTest: SpeakTest;
  /** Whether a gift's alert waits in the moderation queue instead (a link, decision 0147). */
  holdAlert: HoldAlert;
}) {
  const { db, repository, bus, publicUrl, log, now, speak, speakTest, holdAlert } = deps;

  const present = (row: OverlaySettingsRow): OverlaySettings => ({
    overlay_url: `${publicUrl}/overlay/${row.token}`,
    goal_overlay_url: `${publicUrl}/overlay/${row.token}/goal/{goal_id}`,
    sound_enabled: row.soundEnabled,
  });

  async function ensure(userId: string) {
    return (await repository.findSettings(userId)) ?? repository.ensureSettings(userId, randomToken(24));
  }

  async function overlayOf(token: string) {
    const found = await repository.findByToken(token);
    if (!found) throw new AppError('not_found', say('overlayNotFound'));
    return found;
  }

  /**
   * The open overlays of one creator on this instance, and the last event they were all sent: a signal is
   * one read of the events after it, handed to every overlay of the creator (decision 0131). Everything a
   * room does runs in turn, so no overlay is sent an event twice or out of order; an overlay that joins
   * with older events to catch up is sent those first, by reads of its own, then joins the others.
   */
  const rooms = new Map<string, ReturnType<typeof openRoom>>();

  function roomOf(userId: string) {
    let room = rooms.get(userId);
    if (!room) {
      room = openRoom(userId);
      rooms.set(userId, room);
    }
    return room;
  }

  function openRoom(userId: string) {
    const streams = new Set<Stream>();
    let head = 0;
    let turn = Promise.resolve();
    const run = (work: () => Promise<void>) => {
      turn = turn.then(work).catch((error: unknown) => log.warn({ err: error }, 'overlay read failed'));
    };
    /** Sends `stream` the events after what it was sent, up to `upTo` (inclusive) when given. */
    const sendUp = async (stream: Stream, upTo?: number) => {
      for (;;) {
        const rows = await repository.eventsAfter(userId, stream.lastSent ?? head, PAGE);
        for (const row of rows) {
          if (upTo !== undefined && row.id > upTo) return;
          stream.send(row.id, sseFrame(row.id, row.payload as OverlayEvent));
          stream.lastSent = row.id;
        }
        if (rows.length < PAGE) return;
      }
    };
    const readNew = () =>
      run(async () => {
        if (!streams.size) return;
        for (;;) {
          const rows = await repository.eventsAfter(userId, head, PAGE);
          for (const row of rows) {
            // encoded once, written to every stream as the same bytes
            const frame = sseFrame(row.id, row.payload as OverlayEvent);
            for (const stream of streams) {
              if (stream.lastSent !== null && stream.lastSent >= row.id) continue;
              stream.send(row.id, frame);
              stream.lastSent = row.id;
            }
            head = row.id;
          }
          if (rows.length < PAGE) return;
        }
      });
    const reset = () =>
      run(async () => {
        // the creator's overlay address changed: overlays on an address that no longer exists end
        const alive = new Map<string, boolean>();
        for (const stream of [...streams]) {
          if (!alive.has(stream.token))
            alive.set(stream.token, !!(await repository.findByToken(stream.token)));
          if (alive.get(stream.token)) continue;
          leave(stream);
          stream.end();
        }
      });
    const unsubscribe = bus.subscribe(userId, (signal) => (signal.reset ? reset() : readNew()), readNew);
    // after subscribing, so an event committed in between is counted in the head or announced
    run(async () => {
      head = (await repository.lastEventId(userId)) ?? 0;
    });

    function leave(stream: Stream) {
      streams.delete(stream);
      if (streams.size || rooms.get(userId) !== room) return;
      rooms.delete(userId);
      unsubscribe();
    }
    const room = {
      join(stream: Stream) {
        run(async () => {
          // behind the others: what it missed, up to where they are; ahead of them (or new): from there
          if (stream.lastSent !== null && stream.lastSent < head) await sendUp(stream, head);
          if (stream.lastSent === null) stream.lastSent = head;
          streams.add(stream);
        });
        // what was committed while it joined
        readNew();
      },
      leave,
      size: () => streams.size,
    };
    return room;
  }

  async function publish(tx: Tx | Db, userId: string, events: OverlayEvent[]) {
    if (!events.length) return;
    await repository.insertEvents(
      tx,
      events.map((payload) => ({ userId, payload })),
    );
    await bus.notify(tx, { userId });
  }

  /**
   * Alerts and goal progress for the gifts that settled, and alerts for the new members, in the order the
   * payments settled: written and announced in their transaction.
   */
  async function alertSettled(tx: Tx, settled: SettledPayment[]) {
    const giftIds = settled.flatMap(({ info }) => (info.giftId ? [info.giftId] : []));
    const rows = await repository.giftsForAlerts(tx, giftIds);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const byUser = new Map<string, OverlayEvent[]>();
    for (const { payment, info } of settled) {
      const events = byUser.get(payment.payeeUserId) ?? [];
      // a renewal or a change of tier is no news on a stream: only a member who was not one before is
      if (info.newMember) {
        events.push({
          type: 'member',
          supporter_name: info.counterpartyName ?? 'Anonymous',
          tier_name: info.newMember.tierName,
        });
      }
      const gift = info.giftId ? byId.get(info.giftId) : undefined;
      if (gift) {
        // a held gift's words wait for the creator; its money still moves the goal's bar
        if (!gift.held) {
          const message = info.message ?? null;
          const alert: OverlayGiftEvent = {
            type: 'gift',
            gift_id: gift.id,
            supporter_name: info.counterpartyName ?? 'Anonymous',
            amount: formatCentavos(payment.amount),
            message,
            goal_id: gift.goalId,
            is_test: false,
          };
          // one with a link waits for the moderation queue's decision, and is read aloud only if shown
          if (!(await holdAlert(tx, { creatorUserId: payment.payeeUserId, event: alert }))) {
            const { payeeUserId: creatorUserId, amount } = payment;
            events.push({
              ...alert,
              ...(await speak(tx, { creatorUserId, giftId: gift.id, amount, message })),
            });
          }
        }
        if (gift.goalId && gift.goalTitle !== null) {
          events.push({
            type: 'goal',
            goal_id: gift.goalId,
            title: gift.goalTitle,
            raised_amount: formatCentavos(gift.raisedAmount ?? 0),
            target_amount: formatCentavos(gift.targetAmount ?? 0),
          });
        }
      }
      if (events.length) byUser.set(payment.payeeUserId, events);
    }
    for (const [userId, events] of byUser) await publish(tx, userId, events);
  }
  // only creators with an overlay keep alerts: the settlement tells it of payments to them alone
  const onSettled: SettlementListener = Object.assign(alertSettled, { payees: repository.overlayOwners });

  return {
    onSettled,

    /** Writes a creator's widget events and announces them in the caller's transaction (the timer, a poll). */
    publish,

    /** The creator whose overlay has this address, and their language; 404 for an unknown address. */
    async ownerOf(token: string) {
      const { settings, language } = await overlayOf(token);
      return { userId: settings.userId, language: language ?? 'en' };
    },

    /** An approved held gift is alerted then, the way it would have been when it was paid. */
    async alertApproved(tx: Tx, gift: ApprovedGift) {
      const alert: OverlayGiftEvent = {
        type: 'gift',
        gift_id: gift.giftId,
        supporter_name: gift.supporterName,
        amount: formatCentavos(gift.amount),
        message: gift.message,
        goal_id: gift.goalId,
        is_test: false,
      };
      if (await holdAlert(tx, { creatorUserId: gift.creatorUserId, event: alert })) return;
      const { creatorUserId, giftId, amount, message } = gift;
      await publish(tx, creatorUserId, [
        { ...alert, ...(await speak(tx, { creatorUserId, giftId, amount, message })) },
      ]);
    },

    /** Drops events older than any overlay would still ask for (a scheduled job). */
    purge: () => repository.deleteBefore(new Date(Date.now() - KEEP_EVENTS_MS)),

    async settings(userId: string) {
      return present(await ensure(userId));
    },

    async update(input: { userId: string; soundEnabled: boolean }) {
      await ensure(input.userId);
      return present(await repository.updateSettings(db, input.userId, { soundEnabled: input.soundEnabled }));
    },

    /** A new secret address; the old one stops at once, and the overlays open on it are closed. */
    async reset(userId: string) {
      await ensure(userId);
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateSettings(tx, userId, { token: randomToken(24) });
        await bus.notify(tx, { userId, reset: true });
        return updated;
      });
      return present(row);
    },

    /**
     * The creator's "Send a test": the alerts are sent a test gift (read aloud when spoken alerts are on);
     * any other widget a word to show its own sample. Nothing is paid, counted or kept beyond the event.
     */
    async sendTest(userId: string, widget: StreamWidget) {
      const settings = await ensure(userId);
      if (widget !== 'alerts') {
        await db.transaction((tx) => publish(tx, userId, [{ type: 'test', widget }]));
        return;
      }
      const language = (await repository.findByToken(settings.token))?.language ?? 'en';
      await db.transaction(async (tx) =>
        publish(tx, userId, [
          {
            type: 'gift',
            gift_id: null,
            supporter_name: TEST_ALERT_NAME,
            amount: formatCentavos(TEST_ALERT_AMOUNT),
            message: translator(language)('overlay.testAlert'),
            goal_id: null,
            is_test: true,
            ...(await speakTest(tx, userId)),
          },
        ]),
      );
    },

    async view(token: string) {
      const { settings, pageName, pageUrl, language } = await overlayOf(token);
      return {
        page_name: pageName,
        page_url: pageUrl,
        sound_enabled: settings.soundEnabled,
        paused: settings.alertsPaused,
        language: language ?? 'en',
      };
    },

    async goal(input: { token: string; goalId: string }) {
      const { settings } = await overlayOf(input.token);
      const goal = await repository.findGoal(settings.userId, input.goalId);
      if (!goal) throw new AppError('not_found', say('goalNotFound'));
      return {
        goal_id: goal.id,
        title: goal.title,
        raised_amount: formatCentavos(goal.raisedAmount),
        target_amount: formatCentavos(goal.targetAmount),
      };
    },

    /** The creator's top supporters of a period, for the leaderboard widget (decision 0144). */
    async leaderboard(input: { token: string; period: LeaderboardPeriod }): Promise<Leaderboard> {
      const { settings, language } = await overlayOf(input.token);
      const since = periodStart(input.period, now());
      const rows = await topSupporters(db, settings.userId, since);
      return {
        period: input.period,
        since: since?.toISOString() ?? null,
        entries: rows.map((row, index) => presentEntry(row, index, language ?? 'en')),
      };
    },

    /**
     * Follows a creator's events for one open overlay: those after `lastEventId` (what a reconnecting
     * overlay missed), or from now on. Returns the function that stops following.
     */
    async follow(input: {
      token: string;
      lastEventId: number | null;
      send: Stream['send'];
      end: () => void;
    }) {
      const { settings } = await overlayOf(input.token);
      const room = roomOf(settings.userId);
      const stream: Stream = { ...input, lastSent: input.lastEventId };
      room.join(stream);
      return () => room.leave(stream);
    },

    /** How many overlays are open on this instance, for the metrics. */
    openStreams: () => {
      let open = 0;
      for (const room of rooms.values()) open += room.size();
      return open;
    },
  };
}

export type OverlayService = ReturnType<typeof createOverlayService>;
