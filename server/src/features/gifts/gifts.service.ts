import { formatPesos, manilaToday } from '@pixel/contract';
import type { z } from 'zod';
import type { giftRequest } from '@pixel/contract';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type Notify, notificationEvents } from '../notifications/notifications.service.ts';
import { sessionVisitOf, type VisitPage } from '../profiles/profiles.service.ts';
import type { SessionParams } from '../../plugins/session.ts';
import type { GiftsRepository } from './gifts.repository.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { presentGift } from './gifts.presenter.ts';

type GiftInput = z.output<typeof giftRequest>;

/** Another feature's rows that go with a gift (a media request), written in the gift's own transaction. */
export type GiftAlongside = (tx: Tx, gift: { id: string; creatorUserId: string }) => Promise<void>;

/** The window of `new_account_gifts_first_day`: the account's first 24 hours (decision 0108). */
const DAY_MS = 24 * 3_600_000;

export function createGiftsService(deps: {
  db: Db;
  repository: GiftsRepository;
  /** The supporter hears of the creator's reply. */
  notify: Notify;
  payments: Pick<PaymentsService, 'startCheckout'>;
  blocks: BlockCheck;
  visitPage: VisitPage;
  publicUrl: string;
  limits: { minAmount: number; maxAmount: number };
  /** The clock: which memberships mark the supporters on the wall, and when a gift was started. */
  now: () => Date;
  /** The velocity limits (decision 0108): a new account sends only so many gifts in its first day. */
  velocity?: Pick<VelocityLimits, 'limitOf' | 'enforce' | 'joinedAt'>;
  /** Refuses a vote that is not for a choice of the creator's open stream poll. */
  checkVote: (creatorUserId: string, choiceId: string) => Promise<void>;
}) {
  const { repository, publicUrl, limits, blocks } = deps;
  function checkAmount(amount: number) {
    if (amount < limits.minAmount)
      throw fieldError('amount', say('giftMinimum', { amount: formatPesos(limits.minAmount) }));
    if (amount > limits.maxAmount) {
      throw fieldError('amount', say('giftMaximum', { amount: formatPesos(limits.maxAmount) }));
    }
  }

  /**
   * A new account's first day (decision 0108): at most `new_account_gifts_first_day` gifts, counted in the
   * transaction that records the next one, with the payer's other checkouts held.
   */
  async function firstDayGifts(tx: Tx, supporterUserId: string) {
    const { velocity } = deps;
    const joined = velocity && (await velocity.joinedAt(tx, supporterUserId));
    if (!velocity || !joined || deps.now().getTime() >= joined.getTime() + DAY_MS) return;
    velocity.enforce({
      key: 'new_account_gifts_first_day',
      limit: await velocity.limitOf(tx, supporterUserId, 'new_account_gifts_first_day'),
      count: await repository.countStartedSince(tx, supporterUserId, joined),
      oldest: joined,
      windowMs: DAY_MS,
    });
  }

  async function start(input: {
    creator: { id: string; pageUrl: string; pageName: string };
    body: GiftInput;
    supporter: { id: string; pageName: string } | null;
    goal: { id: string; title: string } | null;
    alongside?: GiftAlongside;
  }) {
    const { creator, body, supporter, goal } = input;
    if (supporter?.id === creator.id) throw fieldError('username', say('giftToSelf'));
    checkAmount(body.amount);
    if (body.is_question && !body.supporter_message) {
      throw fieldError('supporter_message', say('giftQuestionNeedsMessage'));
    }
    if (body.poll_choice_id) await deps.checkVote(creator.id, body.poll_choice_id);
    const page = `${publicUrl}/${creator.pageUrl}`;
    const campaign = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key.startsWith('utm_') && typeof value === 'string'),
    ) as Record<string, string>;
    const { linkUrl, reference } = await deps.payments.startCheckout({
      kind: goal ? 'goal_gift' : 'gift',
      payeeUserId: creator.id,
      payerUserId: supporter?.id ?? null,
      amount: body.amount,
      source: body.source,
      description: goal
        ? `Gift to ${creator.pageName} for "${goal.title}" on PIXEL`
        : `Gift to ${creator.pageName} on PIXEL`,
      successUrl: { given: body.success_redirect_url, fallback: `${page}?gift=sent` },
      failureUrl: { given: body.failure_redirect_url, fallback: `${page}?gift=cancelled` },
      campaign,
      ...(supporter && { limit: firstDayGifts }),
      record: async (tx, payment) => {
        const gift = await repository.insertGift(tx, {
          createdAt: payment.createdAt,
          paymentId: payment.id,
          creatorUserId: creator.id,
          supporterUserId: supporter?.id ?? null,
          goalId: goal?.id ?? null,
          // a signed-in supporter is shown by their page name; the typed name is for visitors
          supporterName: supporter ? null : (body.supporter_name ?? null),
          supporterMessage: body.supporter_message ?? null,
          isAnonymous: body.is_anonymous,
          isQuestion: body.is_question,
          amount: body.amount,
          // the scan-to-gift code on a stream, a printed standee's, or the button or widget on the creator's
          // website: the creator's history marks the gift so
          source:
            body.source === 'stream' || body.source === 'qr-standee' || body.source === 'embed'
              ? body.source
              : null,
          pollChoiceId: body.poll_choice_id ?? null,
        });
        await input.alongside?.(tx, { id: gift.id, creatorUserId: creator.id });
      },
    });
    return { link_url: linkUrl, reference };
  }

  return {
    /** A gift to the creator at `pageUrl` (from the path), or named by `username` in the body. */
    async giftCreator(input: {
      pageUrl: string | undefined;
      body: GiftInput;
      supporter: { id: string; pageName: string } | null;
      /** Another feature's rows written with the gift, in its transaction (a media request). */
      alongside?: GiftAlongside;
    }) {
      const pageUrl = input.pageUrl ?? input.body.username;
      if (!pageUrl) throw fieldError('username', say('fieldRequired', { field: 'username' }));
      if (input.pageUrl && input.body.username && input.body.username !== input.pageUrl) {
        throw fieldError('username', say('usernameMismatch'));
      }
      const found = await repository.findCreatorByPageUrl(pageUrl);
      // a creator who blocked the supporter is as unknown to them as one that does not exist
      const creator =
        found && !(await blocks.isBlocked(found.id, input.supporter?.id ?? null)) ? found : null;
      if (!creator) {
        if (input.pageUrl) throw new AppError('not_found', say('creatorNotFound'));
        throw fieldError('username', say('usernameInvalid'));
      }
      const { body, supporter, alongside } = input;
      return start({ creator, body, supporter, goal: null, alongside });
    },

    async giftGoal(input: {
      goalId: string;
      body: GiftInput;
      supporter: { id: string; pageName: string } | null;
    }) {
      const goal = await repository.findGoal(input.goalId);
      if (!goal) throw new AppError('not_found', say('goalNotFound'));
      if (goal.status !== 'active') throw fieldError('goal', say('goalClosed'));
      if (goal.endDate && goal.endDate < manilaToday()) throw fieldError('goal', say('goalEnded'));
      const creator = await repository.findCreatorById(goal.userId);
      if (!creator || (await blocks.isBlocked(creator.id, input.supporter?.id ?? null))) {
        throw new AppError('not_found', say('goalNotFound'));
      }
      return start({ creator, body: input.body, supporter: input.supporter, goal });
    },

    /**
     * A page of a creator's wall (the Home tab's gifts) with the page's visit, as the viewer the session
     * names sees them, read in one round trip: the first paint of a creator page and the tab's call
     * (decisions 0115, 0116). The value is null when there is no page for this viewer.
     */
    async visitWithPage(input: { pageUrl: string; session: SessionParams; page: number; perPage: number }) {
      const found = await repository.visitWithGifts({ ...input, now: deps.now() });
      const { session, value: visit } = sessionVisitOf(found?.visit ?? null);
      if (!found || !visit) return { session, value: null };
      // the wall's total is what the creator's counts keep, never counted per view (decision 0076)
      const counts = visit.creatorCounts;
      const total =
        (counts?.giftsShown ?? 0) +
        (counts?.giftItemsShown ?? 0) +
        (visit.isOwner ? (counts?.giftsHidden ?? 0) : 0);
      const gifts = {
        data: found.gifts.map(presentGift),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
      return { session, value: { visit, gifts } };
    },

    async reply(input: { creatorUserId: string; giftId: string; reply: string }) {
      const found = await repository.findOwnSettledGift(input.creatorUserId, input.giftId, deps.now());
      if (!found) throw new AppError('not_found', say('giftNotFound'));
      const { supporterUserId } = found.gift;
      await deps.db.transaction(async (tx) => {
        await repository.update(input.giftId, { reply: input.reply, repliedAt: new Date() }, tx);
        if (supporterUserId) {
          await deps.notify(tx, [notificationEvents.giftReplied({ ...input, supporterUserId })]);
        }
      });
      return presentGift({ ...found, gift: { ...found.gift, reply: input.reply } });
    },

    async setHidden(input: { creatorUserId: string; giftId: string; hidden: boolean }) {
      const found = await repository.findOwnSettledGift(input.creatorUserId, input.giftId, deps.now());
      if (!found) throw new AppError('not_found', say('giftNotFound'));
      await repository.update(input.giftId, { isHidden: input.hidden });
      return presentGift({ ...found, gift: { ...found.gift, isHidden: input.hidden } });
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
