import {
  formatCentavos,
  formatPesos,
  type MediaRequest,
  type MediaSettings,
  type mediaRequestBody,
  type mediaSettingsRequest,
  type OverlayEvent,
  type OverlayMedia,
  standInNames,
  youtubeWatchUrl,
} from '@pixel/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { GiftsService } from '../gifts/gifts.service.ts';
import type { SettledPayment, SettlementListener } from '../payments/payments.service.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type {
  MediaRequestsRepository,
  MediaRequestView,
  MediaSettingsRow,
} from './media-requests.repository.ts';

/** What media requests need of the overlay: its events, and who owns an overlay address. */
export interface MediaOverlay {
  publish: (tx: Tx, userId: string, events: OverlayEvent[]) => Promise<void>;
  ownerOf: (token: string) => Promise<{ userId: string }>;
}

type SettingsInput = z.output<typeof mediaSettingsRequest>;
type RequestInput = z.output<typeof mediaRequestBody>;

/** What a creator who never saved their settings has: the table's defaults, requests off. */
const defaults = {
  enabled: false,
  pricePerSecond: 200,
  minSeconds: 10,
  maxSeconds: 120,
  autoApproveFrom: null,
} satisfies Partial<MediaSettingsRow>;

const SECOND = 1_000;

function presentSettings(row: Pick<MediaSettingsRow, keyof typeof defaults>): MediaSettings {
  return {
    enabled: row.enabled,
    price_per_second: formatCentavos(row.pricePerSecond),
    min_seconds: row.minSeconds,
    max_seconds: row.maxSeconds,
    auto_approve_from: row.autoApproveFrom === null ? null : formatCentavos(row.autoApproveFrom),
  };
}

/** The name a request shows, as its gift's alert does: nobody's when anonymous. */
const nameOf = (found: MediaRequestView) =>
  found.isAnonymous
    ? standInNames.anonymous
    : (found.supporterPageName ?? found.supporterName ?? standInNames.visitor);

/** An approved request whose turn in the queue has passed has played, whether or not it was marked so. */
const statusAt = (found: MediaRequestView, at: Date) => {
  const { status, playedAt } = found.request;
  if (status === 'approved' && playedAt && playedAt <= at) return 'played';
  if (status === 'awaiting_payment') throw new Error(`media request ${found.request.id} is not paid`);
  return status;
};

function present(found: MediaRequestView, at: Date): MediaRequest {
  const { request } = found;
  const status = statusAt(found, at);
  return {
    id: request.id,
    video_id: request.videoId,
    start_seconds: request.startSeconds,
    seconds: request.seconds,
    video_url: youtubeWatchUrl(request.videoId, request.startSeconds),
    amount: formatCentavos(found.amount),
    supporter_name: nameOf(found),
    message: found.message,
    status,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    plays_until:
      status === 'pending' || status === 'declined' ? null : (request.playedAt?.toISOString() ?? null),
  };
}

const mediaEvent = (found: MediaRequestView, status: 'approved' | 'skipped'): OverlayEvent => ({
  type: 'media',
  request_id: found.request.id,
  video_id: found.request.videoId,
  start_seconds: found.request.startSeconds,
  seconds: found.request.seconds,
  supporter_name: nameOf(found),
  status,
});

/**
 * Media requests (issue #65, decision 0148): a viewer pays, as a gift, for part of a YouTube video played on
 * the creator's stream. The request waits for its payment, then for the creator (or is approved as it is paid
 * from the creator's auto-approve amount); an approved clip takes the next turn in the stream's queue, which
 * the server keeps as the time each turn ends (`played_at`), so a reloaded widget knows what is left and a
 * clip whose turn has passed has played. A declined request's gift is refunded in the same transaction.
 */
export function createMediaRequestsService(deps: {
  db: Db;
  repository: MediaRequestsRepository;
  overlay: MediaOverlay;
  visitPage: VisitPage;
  now: () => Date;
  /** The least and most a gift may be: every clip's price must be a gift's. */
  giftLimits: { minAmount: number; maxAmount: number };
  /** Starts the gift that pays for a request, the request written in its transaction (the gifts feature). */
  giftWith: GiftsService['giftCreator'];
  refunds: { start: RefundsService['start'] };
}) {
  const { db, repository, overlay, now } = deps;

  /** Puts a paid request at the end of the stream's queue and tells the widgets, in `tx` (queue locked). */
  async function approveIn(tx: Tx, found: MediaRequestView) {
    const at = now();
    const { creatorUserId } = found.request;
    await repository.markPlayed(tx, creatorUserId, at);
    const end = await repository.queueEnd(tx, creatorUserId, at);
    const playsUntil = new Date((end ?? at).getTime() + found.request.seconds * SECOND);
    await repository.approve(tx, found.request.id, { at, playsUntil });
    await overlay.publish(tx, creatorUserId, [mediaEvent(found, 'approved')]);
    const approved = { ...found.request, status: 'approved' as const, decidedAt: at, playedAt: playsUntil };
    return { ...found, request: approved };
  }

  /** The paid requests of a settling batch: pending, or approved at once from the auto-approve amount. */
  async function requestsPaid(tx: Tx, settled: SettledPayment[]) {
    const giftIds = settled.flatMap(({ info }) => (info.giftId ? [info.giftId] : []));
    const paid = await repository.markPaid(tx, giftIds);
    // queues locked in one order, so two batches for the same creators wait for each other
    paid.sort((a, b) => a.request.creatorUserId.localeCompare(b.request.creatorUserId));
    for (const found of paid) {
      const settings = await repository.lockQueue(tx, found.request.creatorUserId);
      const from = settings?.autoApproveFrom ?? null;
      if (from !== null && found.amount >= from) await approveIn(tx, found);
    }
  }
  // only creators who take requests have any: the settlement tells it of payments to them alone
  const onSettled: SettlementListener = Object.assign(requestsPaid, {
    payees: repository.creatorsTakingRequests,
  });

  /** The creator's request, locked with their queue in `tx`; 404 for another's, or one not paid. */
  async function lockOwn(tx: Tx, creatorUserId: string, id: string) {
    await repository.lockQueue(tx, creatorUserId);
    const found = await repository.findOwn(tx, creatorUserId, id, true);
    if (!found) throw new AppError('not_found', say('mediaRequestNotFound'));
    return found;
  }

  return {
    onSettled,

    async settings(userId: string) {
      return presentSettings((await repository.findSettings(userId)) ?? defaults);
    },

    async updateSettings(userId: string, input: SettingsInput) {
      const { minAmount, maxAmount } = deps.giftLimits;
      const price = input.price_per_second;
      // every length taken must cost what a gift may be: the viewer is never refused for the creator's prices
      if (input.min_seconds * price < minAmount) {
        throw fieldError(
          'price_per_second',
          say('mediaPriceBelowGift', { seconds: input.min_seconds, amount: formatPesos(minAmount) }),
        );
      }
      if (input.max_seconds * price > maxAmount) {
        throw fieldError(
          'price_per_second',
          say('mediaPriceAboveGift', { seconds: input.max_seconds, amount: formatPesos(maxAmount) }),
        );
      }
      const row = await repository.saveSettings(
        userId,
        {
          enabled: input.enabled,
          pricePerSecond: price,
          minSeconds: input.min_seconds,
          maxSeconds: input.max_seconds,
          autoApproveFrom: input.auto_approve_from,
        },
        now(),
      );
      return presentSettings(row);
    },

    /** The creator's terms as their page offers them; null when they take no requests. */
    async terms(input: { pageUrl: string; viewerId: string | null }) {
      const visit = await deps.visitPage(input.pageUrl, input.viewerId);
      if (!visit) throw new AppError('not_found', say('pageNotFound'));
      const settings = await repository.findSettings(visit.creator.id);
      if (!settings?.enabled) return null;
      const { price_per_second, min_seconds, max_seconds } = presentSettings(settings);
      return { price_per_second, min_seconds, max_seconds };
    },

    /**
     * A viewer's request: its price is the seconds times the creator's price of a second, and it is paid as
     * a gift (the gifts feature's checkout, fees, ledger and alert), the request written with the gift.
     */
    async request(input: {
      pageUrl: string;
      body: RequestInput;
      supporter: { id: string; pageName: string } | null;
    }) {
      const { body } = input;
      const visit = await deps.visitPage(input.pageUrl, input.supporter?.id ?? null);
      if (!visit) throw new AppError('not_found', say('creatorNotFound'));
      const creatorUserId = visit.creator.id;
      const settings = await repository.findSettings(creatorUserId);
      if (!settings?.enabled) throw new AppError('conflict', say('mediaRequestsOff'));
      const { minSeconds: min, maxSeconds: max } = settings;
      if (body.seconds < min || body.seconds > max) {
        throw fieldError('seconds', say('mediaSecondsRange', { min, max }));
      }
      const { videoId, startSeconds } = body.video_url;
      return deps.giftWith({
        pageUrl: input.pageUrl,
        supporter: input.supporter,
        body: {
          amount: body.seconds * settings.pricePerSecond,
          source: body.source,
          supporter_name: body.supporter_name,
          supporter_message: body.supporter_message,
          is_anonymous: body.is_anonymous,
          is_question: false,
          success_redirect_url: body.success_redirect_url,
          failure_redirect_url: body.failure_redirect_url,
          poll_choice_id: undefined,
          utm_source: undefined,
          utm_medium: undefined,
          utm_campaign: undefined,
          utm_term: undefined,
          utm_content: undefined,
        },
        alongside: (tx, gift) =>
          repository.insert(tx, {
            giftId: gift.id,
            creatorUserId: gift.creatorUserId,
            videoId,
            startSeconds,
            seconds: body.seconds,
          }),
      });
    },

    /** The pending and approved requests in the order they will be seen, then the last few decided. */
    async queue(userId: string) {
      const at = now();
      // a clip whose turn passed is played: written here so it moves to the decided list
      await db.transaction((tx) => repository.markPlayed(tx, userId, at));
      const [waiting, decided] = await Promise.all([
        repository.waiting(userId),
        repository.decided(userId, 10),
      ]);
      return {
        waiting: waiting.map((found) => present(found, at)),
        decided: decided.map((found) => present(found, at)),
      };
    },

    async approve(input: { userId: string; id: string }) {
      return db.transaction(async (tx) => {
        const found = await lockOwn(tx, input.userId, input.id);
        if (found.request.status !== 'pending') throw new AppError('conflict', say('mediaRequestDecided'));
        // support refunded its gift (a refund request, finance): there is nothing left to play it for
        if (found.refundedAt) throw new AppError('conflict', say('mediaRequestRefunded'));
        return present(await approveIn(tx, found), now());
      });
    },

    /** Declines a pending request: its gift is refunded through the refunds finance gives, in one transaction. */
    async decline(input: { userId: string; id: string }) {
      return db.transaction(async (tx) => {
        const found = await lockOwn(tx, input.userId, input.id);
        if (found.request.status !== 'pending') throw new AppError('conflict', say('mediaRequestDecided'));
        const at = now();
        await deps.refunds.start(tx, {
          reference: found.reference,
          origin: 'creator',
          note: 'Media request declined by the creator',
          at,
        });
        await repository.decide(tx, found.request.id, { status: 'declined', at });
        return present({ ...found, request: { ...found.request, status: 'declined', decidedAt: at } }, at);
      });
    },

    /** Takes an approved clip off the stream (playing or waiting its turn); its gift stays, the rest come sooner. */
    async skip(input: { userId: string; id: string }) {
      return db.transaction(async (tx) => {
        const found = await lockOwn(tx, input.userId, input.id);
        const at = now();
        const ends = found.request.playedAt;
        if (found.request.status !== 'approved' || !ends || ends <= at) {
          throw new AppError('conflict', say('mediaRequestNotQueued'));
        }
        const starts = ends.getTime() - found.request.seconds * SECOND;
        await repository.decide(tx, found.request.id, { status: 'skipped', at });
        await repository.moveUp(tx, input.userId, ends, ends.getTime() - Math.max(at.getTime(), starts));
        await overlay.publish(tx, input.userId, [mediaEvent(found, 'skipped')]);
        return present({ ...found, request: { ...found.request, status: 'skipped', decidedAt: at } }, at);
      });
    },

    /**
     * The widget's queue as it opens: the approved clips still to play, in order, the one whose turn has
     * begun from where it stands now, so a reloaded widget picks up where the stream is.
     */
    async widget(token: string): Promise<OverlayMedia[]> {
      const { userId } = await overlay.ownerOf(token);
      const at = now().getTime();
      return (await repository.toPlay(userId, new Date(at))).map((found) => {
        const event = mediaEvent(found, 'approved') as Extract<OverlayEvent, { type: 'media' }>;
        const starts = found.request.playedAt!.getTime() - found.request.seconds * SECOND;
        const played = Math.min(Math.max(0, Math.floor((at - starts) / SECOND)), found.request.seconds - 1);
        const { type: _type, ...media } = event;
        return { ...media, start_seconds: media.start_seconds + played, seconds: media.seconds - played };
      });
    },
  };
}

export type MediaRequestsService = ReturnType<typeof createMediaRequestsService>;
