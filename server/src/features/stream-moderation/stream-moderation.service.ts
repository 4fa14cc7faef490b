import {
  overlayEvent,
  streamModerationLimits,
  type OverlayControlEvent,
  type OverlayEvent,
  type OverlayGiftEvent,
  type StreamModerator,
  type StreamQueue,
  type StreamQueueItem,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { SpeakAlert } from '../speech/speech.service.ts';
import { hasLink } from './links.ts';
import type { StreamModerationRepository } from './stream-moderation.repository.ts';

const HOUR_MS = 3_600_000;
// the overlay's events of the window hold controls besides alerts: read this many to list `queueMax` alerts
const EVENTS_READ = streamModerationLimits.queueMax * 4;

/**
 * Asked by the overlay, in the settlement's (or the approval's) transaction, before a gift's alert is
 * written: true when the alert is held for a decision instead (decision 0147), and so must not be sent.
 */
export type HoldAlert = (
  tx: Tx,
  alert: { creatorUserId: string; event: OverlayGiftEvent },
) => Promise<boolean>;

/** What the moderation calls need of the overlay: writing its events in the caller's transaction. */
export interface OverlayPublisher {
  publish: (tx: Tx, userId: string, events: OverlayEvent[]) => Promise<void>;
}

/**
 * The hold of alerts with a link: built before the overlay, which asks it of each gift's alert. A gift's
 * name is shown as its message is, so a link in either holds it.
 */
export function createHoldAlert(deps: {
  repository: StreamModerationRepository;
  now: () => Date;
}): HoldAlert {
  const { repository, now } = deps;
  return async (tx, { creatorUserId, event }) => {
    if (!event.gift_id || !(hasLink(event.message) || hasLink(event.supporter_name))) return false;
    const switches = await repository.overlaySwitches(tx, creatorUserId);
    if (!(switches?.holdLinks ?? true)) return false;
    await repository.hold(tx, { giftId: event.gift_id, creatorUserId, payload: event, heldAt: now() });
    return true;
  };
}

export function createStreamModerationService(deps: {
  db: Db;
  repository: StreamModerationRepository;
  now: () => Date;
  speak: SpeakAlert;
  overlay: OverlayPublisher;
}) {
  const { db, repository, now, speak, overlay } = deps;

  /** The creator of the page, if the reader is them or one of their moderators: 404 unknown, 403 anyone else. */
  async function queueOf(input: { userId: string; pageUrl: string }) {
    const creator = await repository.findActivePage(input.pageUrl);
    if (!creator) throw new AppError('not_found', say('streamPageNotFound'));
    const isCreator = creator.id === input.userId;
    if (!isCreator && !(await repository.isModerator(creator.id, input.userId))) {
      throw new AppError('forbidden', say('streamModeratorsOnly'));
    }
    return { ...creator, isCreator };
  }

  const presentModerators = async (creatorUserId: string): Promise<StreamModerator[]> =>
    (await repository.moderators(creatorUserId)).map((row) => ({
      page_url: row.pageUrl,
      page_name: row.pageName,
      added_at: row.addedAt.toISOString(),
    }));

  const giftItem = (
    event: OverlayGiftEvent,
    fields: Pick<StreamQueueItem, 'event_id' | 'status' | 'at'>,
  ): StreamQueueItem => ({
    ...fields,
    kind: 'gift',
    gift_id: event.gift_id,
    supporter_name: event.supporter_name,
    amount: event.amount,
    message: event.message,
    tier_name: null,
    replayed: event.replayed === true,
  });

  /** The alert kept with a hold, as the overlay would have been sent it. */
  const heldEvent = (payload: unknown) => {
    const parsed = overlayEvent.safeParse(payload);
    return parsed.success && parsed.data.type === 'gift' ? parsed.data : null;
  };

  return {
    moderators: presentModerators,

    async addModerator(input: { userId: string; pageUrl: string }) {
      const person = await repository.findActivePage(input.pageUrl);
      if (!person) throw fieldError('page_url', say('moderatorPageNotFound'));
      if (person.id === input.userId) throw fieldError('page_url', say('moderatorSelf'));
      const alreadyOne = await repository.isModerator(input.userId, person.id);
      const max = streamModerationLimits.moderatorsMax;
      if (!alreadyOne && (await repository.countModerators(input.userId)) >= max) {
        throw fieldError('page_url', say('moderatorsAtMost', { max }));
      }
      await repository.addModerator(input.userId, person.id, now());
      return presentModerators(input.userId);
    },

    async removeModerator(input: { userId: string; pageUrl: string }) {
      const person = await repository.findActivePage(input.pageUrl);
      if (!person || !(await repository.removeModerator(input.userId, person.id))) {
        throw new AppError('not_found', say('moderatorNotFound'));
      }
      return presentModerators(input.userId);
    },

    async setSettings(input: { userId: string; holdLinks: boolean }) {
      const row = await repository.setSwitches(db, input.userId, randomToken(24), {
        holdLinks: input.holdLinks,
      });
      return { hold_links: row.holdLinks };
    },

    /**
     * The creator's alerts of the last hours: those held for a link first (oldest waiting longest at the
     * bottom of them), then what the overlay was sent, newest first, each gift marked skipped when a skip
     * of it followed.
     */
    async queue(input: { userId: string; pageUrl: string }): Promise<StreamQueue> {
      const creator = await queueOf(input);
      const since = new Date(now().getTime() - streamModerationLimits.queueHours * HOUR_MS);
      const [switches, holds, events] = await Promise.all([
        repository.overlaySwitches(db, creator.id),
        repository.holds(creator.id, since, streamModerationLimits.queueMax),
        repository.recentEvents(creator.id, since, EVENTS_READ),
      ]);
      const held: StreamQueueItem[] = [];
      for (const hold of holds) {
        const event = heldEvent(hold.payload);
        if (!event) continue;
        held.push(
          giftItem(event, {
            event_id: null,
            status: hold.decidedAt ? 'skipped' : 'held',
            at: hold.heldAt.toISOString(),
          }),
        );
      }
      // newest first: a skip is met before the alerts it skipped
      const skipped = new Set<string>();
      const sent: StreamQueueItem[] = [];
      for (const row of events) {
        const parsed = overlayEvent.safeParse(row.payload);
        if (!parsed.success) continue;
        const event = parsed.data;
        const fields = { event_id: row.id, at: row.createdAt.toISOString() };
        if (event.type === 'control' && event.action === 'skip' && event.gift_id) skipped.add(event.gift_id);
        if (event.type === 'gift' && !event.is_test) {
          const status = event.gift_id && skipped.has(event.gift_id) ? 'skipped' : 'sent';
          sent.push(giftItem(event, { ...fields, status }));
        }
        if (event.type === 'member') {
          sent.push({
            ...fields,
            kind: 'member',
            gift_id: null,
            supporter_name: event.supporter_name,
            amount: null,
            message: null,
            tier_name: event.tier_name,
            status: 'sent',
            replayed: false,
          });
        }
      }
      const waiting = held.filter((item) => item.status === 'held');
      const decided = held.filter((item) => item.status !== 'held');
      const rest = [...sent, ...decided].sort((a, b) => b.at.localeCompare(a.at));
      return {
        page_url: creator.pageUrl,
        page_name: creator.pageName,
        paused: switches?.paused ?? false,
        hold_links: switches?.holdLinks ?? true,
        is_creator: creator.isCreator,
        items: [...waiting, ...rest].slice(0, streamModerationLimits.queueMax),
      };
    },

    /**
     * Skips a gift's alert: a held one is decided and never sent; one sent is dropped by the overlay (from
     * its queue, or cut short on screen). The gift itself counts everywhere as before.
     */
    async skip(input: { userId: string; pageUrl: string; giftId: string }) {
      const creator = await queueOf(input);
      const hold = await repository.findHold(creator.id, input.giftId);
      if (hold && !hold.decidedAt) {
        const decided = await db.transaction((tx) =>
          repository.decide(tx, creator.id, input.giftId, 'skipped', now()),
        );
        if (!decided) throw new AppError('conflict', say('alertDecided'));
        return;
      }
      if (!(await repository.lastAlertOf(creator.id, input.giftId))) {
        throw new AppError('not_found', say('alertNotFound'));
      }
      const skip: OverlayControlEvent = { type: 'control', action: 'skip', gift_id: input.giftId };
      await db.transaction((tx) => overlay.publish(tx, creator.id, [skip]));
    },

    /** Sends a gift's last alert to the overlay again, marked as a replay. */
    async replay(input: { userId: string; pageUrl: string; giftId: string }) {
      const creator = await queueOf(input);
      const hold = await repository.findHold(creator.id, input.giftId);
      if (hold && !hold.decidedAt) throw new AppError('conflict', say('alertStillHeld'));
      const last = await repository.lastAlertOf(creator.id, input.giftId);
      const event = last ? heldEvent(last.payload) : null;
      if (!event) throw new AppError('not_found', say('alertNotFound'));
      await db.transaction((tx) => overlay.publish(tx, creator.id, [{ ...event, replayed: true }]));
    },

    /** Lets a held alert through: sent now as it would have been, its message read aloud if the settings say so. */
    async show(input: { userId: string; pageUrl: string; giftId: string }) {
      const creator = await queueOf(input);
      const hold = await repository.findHold(creator.id, input.giftId);
      if (!hold) throw new AppError('not_found', say('alertNotFound'));
      await db.transaction(async (tx) => {
        const decided = await repository.decide(tx, creator.id, input.giftId, 'shown', now());
        const event = decided ? heldEvent(decided.payload) : null;
        if (!decided || !event) throw new AppError('conflict', say('alertDecided'));
        const speech = await speak(tx, {
          creatorUserId: creator.id,
          giftId: input.giftId,
          amount: decided.amount,
          message: event.message,
        });
        await overlay.publish(tx, creator.id, [{ ...event, ...speech }]);
      });
    },

    /** Pauses or resumes every alert of the creator's overlays; a reloaded overlay reads the state. */
    async setPaused(input: { userId: string; pageUrl: string; paused: boolean }) {
      const creator = await queueOf(input);
      await db.transaction(async (tx) => {
        await repository.setSwitches(tx, creator.id, randomToken(24), { alertsPaused: input.paused });
        const control: OverlayControlEvent = {
          type: 'control',
          action: input.paused ? 'pause' : 'resume',
          gift_id: null,
        };
        await overlay.publish(tx, creator.id, [control]);
      });
    },
  };
}

export type StreamModerationService = ReturnType<typeof createStreamModerationService>;
