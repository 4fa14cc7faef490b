import {
  anonymousGiverName,
  formatCentavos,
  type GiftItem,
  giftItemLimits,
  type GiftItemBody,
  type Language,
  manilaToday,
  type OverlayEvent,
} from '@pixel/contract';
import type { TFunction } from 'i18next';
import type { Db, Tx } from '../../db/client.ts';
import type { Ledger, Posting } from '../../ledger/ledger.ts';
import { giftClaimPosting, giftReturnPosting } from '../../ledger/postings.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaMidnight, manilaTime } from '../../lib/manila.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import { grantMembershipMonths } from '../memberships/membership-grants.service.ts';
import type {
  FeeRates,
  PaymentsService,
  SettledInfo,
  SettlementHandler,
} from '../payments/payments.service.ts';

import type { GiftItemRow, GiftItemsRepository } from './gift-items.repository.ts';

const DAY_MS = 86_400_000;
/** Gifts a job run delivers, or refunds, in one transaction. */
const BATCH = 100;

type Mail = { to: string; subject: string; text: string };
type Sms = { to: string; text: string };

type Shown = NonNullable<Awaited<ReturnType<GiftItemsRepository['shownById']>>>;

const postType = (kind: 'snap' | 'slide' | null) =>
  kind === 'slide' ? ('image_collection' as const) : ('image' as const);

/** Who a gift is from, as its recipient and its creator see it: "Someone" when its giver chose so. */
const fromName = (gift: Pick<GiftItemRow, 'isAnonymous'>, giverName: string) =>
  gift.isAnonymous ? anonymousGiverName : giverName;

const monthsWords = (months: number, t: TFunction) =>
  months === 1 ? t('mail.giftItem.oneMonth') : t('mail.giftItem.months', { count: months });

/**
 * Gifts of a membership or a post (issue #66, decision 0153): bought through an ordinary checkout of the
 * `gift_item` kind, whose money the settlement holds in gifts held; delivered on their Manila date by mail
 * or text with a single-use claim link; claimed by their recipient (the membership starts or runs longer,
 * the post opens to them, and the money goes to the creator less the fee of what it gives); unclaimed 90
 * days after delivery, refunded to the giver through the refund job.
 */
export function createGiftItems(deps: {
  db: Db;
  repository: GiftItemsRepository;
  ledger: Ledger;
  payments: Pick<PaymentsService, 'startCheckout'>;
  blocks: BlockCheck;
  fees: Pick<FeeRates, 'membership' | 'purchase'>;
  publicUrl: string;
  /** Keys the claim tokens' hashes. */
  secret: string;
  now: () => Date;
  /** Queue in the caller's transaction. */
  sendMail: (tx: Tx, mail: Mail) => Promise<void>;
  sendSms: (tx: Tx, sms: Sms) => Promise<void>;
  queueRefunds: (tx: Tx, refundIds: string[]) => Promise<void>;
  /** The alerts overlay of a creator who has one: a gifted membership is an alert of its own. */
  alert?: (tx: Tx, creatorUserId: string, events: OverlayEvent[]) => Promise<void>;
  /** Drops the visitors' kept copies of these creators' pages: a gift given back leaves their wall. */
  dropPages?: (userIds: string[]) => Promise<unknown>;
}) {
  const { db, repository, now } = deps;
  const hashOf = (token: string) => hashToken(deps.secret, `gift-item:${token}`);

  /** What is given, checked: the tier and months, or the paid post; its creator, price and words. */
  async function whatIsGiven(giverUserId: string, body: GiftItemBody) {
    if (body.kind === 'membership') {
      const tier = await repository.findTier(body.tier_id!);
      if (!tier || tier.status !== 'visible') throw fieldError('tier_id', say('tierInvalid'));
      if (tier.creatorUserId === giverUserId) throw fieldError('tier_id', say('giftItemOwn'));
      if (await deps.blocks.isBlocked(tier.creatorUserId, giverUserId)) {
        throw fieldError('tier_id', say('tierInvalid'));
      }
      const months = body.months!;
      return {
        creatorUserId: tier.creatorUserId,
        tierId: tier.id,
        months,
        postId: null,
        amount: tier.price * months,
        what: `${tier.name} membership, ${months === 1 ? '1 month' : `${months} months`}`,
      };
    }
    const post = await repository.findPost(body.post_id!);
    const visible = post && !post.deletedAt && !post.hiddenAt && post.isPublished;
    if (!visible || (await deps.blocks.isBlocked(post.userId, giverUserId))) {
      throw fieldError('post_id', say('giftItemPostNotFound'));
    }
    if (post.userId === giverUserId) throw fieldError('post_id', say('giftItemOwn'));
    if (post.minTierId) throw fieldError('post_id', say('giftItemPostMembersOnly'));
    if (post.amount <= 0) throw fieldError('post_id', say('giftItemPostFree'));
    return {
      creatorUserId: post.userId,
      tierId: null,
      months: null,
      postId: post.id,
      amount: post.amount,
      what: post.kind === 'slide' ? 'a Slide' : 'a Snap',
    };
  }

  /** Whom it is for, checked: an account by page address (not the giver's, not the creator's), an email, a mobile. */
  async function recipientOf(giverUserId: string, creatorUserId: string, body: GiftItemBody) {
    const giver = await repository.personById(db, giverUserId);
    if (body.recipient_page_url !== undefined) {
      const found = await repository.personByPageUrl(body.recipient_page_url);
      if (!found) throw fieldError('recipient_page_url', say('giftItemRecipientUnknown'));
      if (found.id === giverUserId) throw fieldError('recipient_page_url', say('giftItemToSelf'));
      if (found.id === creatorUserId) throw fieldError('recipient_page_url', say('giftItemToCreator'));
      return { recipientKind: 'page' as const, recipientUserId: found.id };
    }
    if (body.recipient_email !== undefined) {
      if (giver?.email && giver.email.toLowerCase() === body.recipient_email) {
        throw fieldError('recipient_email', say('giftItemToSelf'));
      }
      return { recipientKind: 'email' as const, recipientEmail: body.recipient_email };
    }
    return { recipientKind: 'mobile' as const, recipientMobile: body.recipient_mobile_number! };
  }

  /** The delivery date, checked against the app's clock: today to a year from today, in Manila. */
  function deliveryOf(deliverOn: string | undefined) {
    if (!deliverOn) return { deliverOn: null, deliverAt: null };
    const at = now();
    const today = manilaToday(at);
    if (deliverOn < today) throw fieldError('deliver_on', say('giftItemDeliverPast'));
    const last = manilaToday(new Date(at.getTime() + giftItemLimits.deliverDaysMax * DAY_MS));
    if (deliverOn > last) throw fieldError('deliver_on', say('giftItemDeliverTooLate'));
    return { deliverOn, deliverAt: manilaMidnight(deliverOn) };
  }

  /**
   * Sends a paid gift's claim link, in the caller's transaction that locked it: a token made and kept
   * hashed, the gift delivered with its 90 days from now, the mail (a page address: its account's email)
   * or the text queued in the giver's language (the recipient's own, for an account).
   */
  async function deliver(tx: Tx, gift: GiftItemRow, at: Date) {
    const token = randomToken(32);
    const expiresAt = new Date(at.getTime() + giftItemLimits.claimDays * DAY_MS);
    await repository.update(tx, gift.id, {
      status: 'delivered',
      tokenHash: hashOf(token),
      deliveredAt: at,
      expiresAt,
    });
    const shown = (await repository.shownById(tx, gift.id))!;
    const giver = await repository.personById(tx, gift.giverUserId);
    const recipient = gift.recipientUserId ? await repository.personById(tx, gift.recipientUserId) : null;
    const language: Language = recipient?.language ?? giver?.language ?? 'en';
    const t = translator(language);
    const values = {
      from: fromName(gift, shown.giverName),
      creator: shown.creator.pageName,
      link: `${deps.publicUrl}/gifts/claim/${token}`,
      until: manilaTime(expiresAt),
    };
    if (gift.recipientKind === 'mobile') {
      if (!gift.recipientMobile) return;
      await deps.sendSms(tx, { to: `+63${gift.recipientMobile}`, text: t('sms.giftItem', values) });
      return;
    }
    const to = gift.recipientKind === 'page' ? recipient?.email : gift.recipientEmail;
    if (!to) return;
    const what =
      gift.kind === 'membership'
        ? t('mail.giftItem.membership', {
            ...values,
            months: monthsWords(gift.months ?? 1, t),
            tier: shown.tierName ?? '',
          })
        : t('mail.giftItem.post', {
            ...values,
            post: shown.postKind === 'slide' ? t('mail.giftItem.slide') : t('mail.giftItem.snap'),
          });
    const lines = [
      what,
      ...(gift.message ? [t('mail.giftItem.message', { message: gift.message })] : []),
      t('mail.giftItem.claim', values),
      ...(gift.recipientKind === 'page' ? [] : [t('mail.giftItem.signUp')]),
    ];
    await deps.sendMail(tx, {
      to,
      subject: t('mail.giftItem.subject', values),
      text: `${lines.join('\n\n')}\n`,
    });
  }

  /** A gift as its giver (`side` sent: whom it is for) or its recipient (from "Someone" if so chosen) sees it. */
  function present(row: Shown, side: 'sent' | 'received'): GiftItem {
    const { gift } = row;
    const iso = (at: Date | null) => at?.toISOString() ?? null;
    return {
      id: gift.id,
      kind: gift.kind,
      status: gift.status,
      creator: personSummaryOf(row.creator),
      tier: gift.tierId && row.tierName !== null ? { id: gift.tierId, name: row.tierName } : null,
      months: gift.months,
      post: gift.postId ? { id: gift.postId, type: postType(row.postKind) } : null,
      amount: formatCentavos(gift.amount),
      recipient:
        side === 'sent'
          ? {
              kind: gift.recipientKind,
              value: row.recipientPageUrl ?? gift.recipientEmail ?? gift.recipientMobile ?? '',
            }
          : null,
      from_name: side === 'sent' ? row.giverName : fromName(gift, row.giverName),
      message: gift.message,
      is_anonymous: gift.isAnonymous,
      deliver_on: gift.deliverOn,
      delivered_at: iso(gift.deliveredAt),
      expires_at: iso(gift.expiresAt),
      claimed_at: iso(gift.claimedAt),
      refunded_at: iso(gift.refundedAt),
      created_at: gift.createdAt.toISOString(),
    };
  }

  /** The gift a claim link names: 404 for any token not one of ours. */
  async function byToken(executor: Db | Tx, token: string, lock = false) {
    const gift = await repository.byTokenHash(executor, hashOf(token), lock);
    if (!gift) throw new AppError('not_found', say('giftItemNotFound'));
    return gift;
  }

  /** Why a delivered gift cannot be claimed now, if it cannot. */
  function refusal(gift: GiftItemRow, at: Date) {
    if (gift.status === 'claimed') return new AppError('conflict', say('giftItemClaimed'));
    if (gift.status === 'refunded') return new AppError('conflict', say('giftItemRefunded'));
    if (gift.status !== 'delivered' || (gift.expiresAt && gift.expiresAt <= at)) {
      return new AppError('conflict', say('giftItemExpired', { date: manilaTime(gift.expiresAt ?? at) }));
    }
    return null;
  }

  /**
   * The money of a claimed gift reaches its creator (in the claim's transaction): out of gifts held, the fee
   * of what it gives taken as that payment's would be, and a line on the creator's statement.
   */
  async function release(tx: Tx, gift: GiftItemRow, recipientName: string, giverName: string) {
    const payment = await repository.paymentOf(tx, gift.paymentId);
    const membership = gift.kind === 'membership';
    const shown = (await repository.shownById(tx, gift.id))!;
    const from = fromName(gift, giverName);
    const description = membership
      ? `Gift membership from ${from} to ${recipientName}: ${shown.tierName ?? 'Membership'}, ${gift.months === 1 ? '1 month' : `${gift.months} months`}`
      : `Gift of a ${shown.postKind === 'slide' ? 'Slide' : 'Snap'} from ${from} to ${recipientName}`;
    const posting = giftClaimPosting({
      payeeUserId: gift.creatorUserId,
      gross: gift.amount,
      feeBasisPoints: membership ? deps.fees.membership : deps.fees.purchase,
      type: 'payment',
      description,
      reference: payment.reference,
      idempotencyKey: `gift-claim:${gift.id}`,
    });
    const posted = await deps.ledger.post(tx, posting);
    if (!posted) throw new Error(`gift ${gift.id} was released before`);
    const fee =
      posting.entries.find((e) => 'platform' in e.account && e.account.platform === 'platform_fees')
        ?.amount ?? 0;
    await repository.insertLine(tx, {
      userId: gift.creatorUserId,
      transactionNo: posted.transactionNo,
      type: membership ? 'membership' : 'payment',
      status: 'completed',
      description,
      reference: payment.reference,
      totalAmount: gift.amount - fee,
      grossAmount: gift.amount,
      feeAmount: fee,
      balance: 'available',
      counterpartyName: from,
      message: gift.message,
    });
  }

  /** A held gift's money into platform fees (1) for a refund to take from there, or back (-1). */
  const heldToFees = (
    gift: GiftItemRow,
    reference: string,
    refund: { amount: number; at: Date },
    sign: 1 | -1,
  ): Posting => ({
    type: 'refund',
    description: `Gift ${reference} refunded before its claim`,
    reference,
    idempotencyKey: `gift-refund:${sign > 0 ? 'take' : 'return'}:${gift.id}:${refund.at.getTime()}`,
    entries: [
      { account: { platform: 'gifts_held' }, amount: -sign * refund.amount },
      { account: { platform: 'platform_fees' }, amount: sign * refund.amount },
    ],
  });

  const settlement: SettlementHandler = {
    /**
     * A gift paid: held (never the creator's until claimed), scheduled for its date or delivered at once,
     * and a gifted membership alerted on the creator's overlay.
     */
    async onSettled(tx, paid) {
      const gifts = await repository.lockByPayments(
        tx,
        paid.map((payment) => payment.id),
      );
      const infos = new Map<string, SettledInfo>();
      const at = now();
      for (const payment of paid) {
        const gift = gifts.find((row) => row.paymentId === payment.id);
        if (!gift) throw new Error(`no gift for payment ${payment.id}`);
        const updated = await repository.update(tx, gift.id, {
          status: 'scheduled',
          paidAt: at,
          deliverAt: gift.deliverAt ?? at,
        });
        if (updated.deliverAt! <= at) await deliver(tx, updated, at);
        const shown = (await repository.shownById(tx, gift.id))!;
        const from = fromName(gift, shown.giverName);
        if (
          gift.kind === 'membership' &&
          deps.alert &&
          (await repository.hasOverlay(tx, gift.creatorUserId))
        ) {
          // an address or a number is never shown on a stream: a page is named by its name
          const named = gift.recipientUserId ? await repository.personById(tx, gift.recipientUserId) : null;
          const recipientName = named?.pageName ?? null;
          await deps.alert(tx, gift.creatorUserId, [
            {
              type: 'member',
              supporter_name: from,
              tier_name: shown.tierName ?? '',
              gift: { months: gift.months ?? 1, recipient_name: recipientName },
            },
          ]);
        }
        infos.set(payment.id, {
          description: `${payment.description}, from ${from}: held until its recipient claims it`,
          counterpartyName: from,
          held: true,
        });
      }
      return infos;
    },

    /**
     * A refund staff gave, or the provider reported, of a gift still held (the settlement's shares show no
     * creator's part, so the refund takes it all from platform fees): what it gives back moves there from
     * gifts held first, and the gift can no longer be claimed. A claimed gift's creator keeps what they got.
     */
    async onRefunded(tx, payment, refund) {
      const [gift] = await repository.lockByPayments(tx, [payment.id]);
      if (!gift || (gift.status !== 'scheduled' && gift.status !== 'delivered')) return;
      await deps.ledger.post(tx, heldToFees(gift, payment.reference, refund, 1));
      await repository.update(tx, gift.id, { status: 'refunded', refundedAt: refund.at });
    },

    /** The provider refused that refund: the gift is held, and claimable, again. */
    async onRefundReturned(tx, payment, refund) {
      const [gift] = await repository.lockByPayments(tx, [payment.id]);
      if (!gift || gift.status !== 'refunded' || gift.refundedAt?.getTime() !== refund.at.getTime()) return;
      await deps.ledger.post(tx, heldToFees(gift, payment.reference, refund, -1));
      await repository.update(tx, gift.id, {
        status: gift.deliveredAt ? 'delivered' : 'scheduled',
        refundedAt: null,
      });
    },

    async thanks(_payment, payeeName, t) {
      return t('payments.thanks.giftItem', { name: payeeName });
    },
  };

  return {
    settlement,

    /** Opens the checkout that pays a gift, its row written with the payment. */
    async start(giverUserId: string, body: GiftItemBody) {
      const given = await whatIsGiven(giverUserId, body);
      const recipient = await recipientOf(giverUserId, given.creatorUserId, body);
      const delivery = deliveryOf(body.deliver_on ?? undefined);
      const creator = await repository.personById(db, given.creatorUserId);
      if (!creator) throw fieldError(body.kind === 'membership' ? 'tier_id' : 'post_id', say('tierInvalid'));
      const page = `${deps.publicUrl}/${creator.pageUrl}`;
      const { linkUrl, reference } = await deps.payments.startCheckout({
        kind: 'gift_item',
        payeeUserId: creator.id,
        payerUserId: giverUserId,
        amount: given.amount,
        source: 'web',
        description: `Gift of ${given.what} of ${creator.pageName} on PIXEL`,
        successUrl: { given: body.success_redirect_url ?? undefined, fallback: `${page}?gift=sent` },
        failureUrl: { given: body.failure_redirect_url ?? undefined, fallback: `${page}?gift=cancelled` },
        campaign: {},
        record: (tx, payment) =>
          repository.insert(tx, {
            paymentId: payment.id,
            kind: body.kind,
            creatorUserId: creator.id,
            giverUserId,
            tierId: given.tierId,
            months: given.months,
            postId: given.postId,
            amount: given.amount,
            ...recipient,
            message: body.message ?? null,
            isAnonymous: body.is_anonymous ?? false,
            ...delivery,
          }),
      });
      return { link_url: linkUrl, reference };
    },

    async list(userId: string, side: 'sent' | 'received') {
      const rows = await repository.listOf(userId, side);
      return rows.map((row) => present(row, side));
    },

    /** What the claim page shows to whoever holds the link: never the giver's address, nor the recipient's. */
    async view(token: string) {
      const gift = await byToken(db, token);
      const row = (await repository.shownById(db, gift.id))!;
      const named = gift.recipientUserId ? await repository.personById(db, gift.recipientUserId) : null;
      const shown = present(row, 'received');
      return {
        kind: shown.kind,
        status: shown.status,
        creator: shown.creator,
        tier_name: row.tierName,
        months: shown.months,
        post: shown.post,
        from_name: shown.from_name,
        message: shown.message,
        expires_at: shown.expires_at,
        for_page_url: named?.pageUrl ?? null,
      };
    },

    /**
     * Claims a gift for the signed-in person, once: one named by page address only by that account, one
     * named by email or mobile by whoever holds the link; never by its giver or its creator.
     */
    async claim(userId: string, token: string) {
      const at = now();
      const claimed = await db.transaction(async (tx) => {
        const gift = await byToken(tx, token, true);
        const refused = refusal(gift, at);
        if (refused) throw refused;
        if (gift.giverUserId === userId) throw new AppError('forbidden', say('giftItemOwnGift'));
        if (gift.recipientUserId && gift.recipientUserId !== userId) {
          const named = await repository.personById(tx, gift.recipientUserId);
          throw new AppError('forbidden', say('giftItemNotYours', { page: named?.pageUrl ?? '' }));
        }
        if (gift.creatorUserId === userId) throw new AppError('conflict', say('giftItemToCreator'));
        const recipient = (await repository.personById(tx, userId))!;
        const giver = (await repository.personById(tx, gift.giverUserId))!;
        let membershipEndsAt: Date | null = null;
        if (gift.kind === 'membership') {
          const granted = await grantMembershipMonths(tx, {
            creatorUserId: gift.creatorUserId,
            supporterUserId: userId,
            tierId: gift.tierId!,
            months: gift.months!,
            amount: gift.amount,
            at,
          });
          if (granted.outcome === 'other_tier') {
            throw new AppError(
              'conflict',
              say('giftItemOtherTier', { tier: granted.tierName, date: manilaTime(granted.endsAt) }),
            );
          }
          membershipEndsAt = granted.endsAt;
        } else {
          // in the claim's transaction: on the embedded database a read beside it would wait for it forever
          const post = gift.postId ? await repository.findPost(gift.postId, tx) : null;
          if (!post || post.deletedAt) throw new AppError('conflict', say('giftItemPostGone'));
          if (await repository.holdsPost(tx, userId, post.id)) {
            throw new AppError('conflict', say('giftItemPostOwned'));
          }
          // the post opens to its recipient as if they had bought it, by this gift's payment
          await repository.insertPurchase(tx, {
            paymentId: gift.paymentId,
            postId: post.id,
            postKind: post.kind,
            buyerUserId: userId,
            creatorUserId: gift.creatorUserId,
            amount: gift.amount,
            settledAt: at,
          });
        }
        await release(tx, gift, recipient.pageName, giver.pageName);
        await repository.update(tx, gift.id, { status: 'claimed', claimedAt: at, claimedByUserId: userId });
        return { giftId: gift.id, membershipEndsAt };
      });
      const row = (await repository.shownById(db, claimed.giftId))!;
      return {
        gift: present(row, 'received'),
        membership_ends_at: claimed.membershipEndsAt?.toISOString() ?? null,
      };
    },

    /** The job's part: due gifts delivered; gifts unclaimed past their time refunded to their givers. */
    async run() {
      const at = now();
      await repository.cancelUnpaid();
      await db.transaction(async (tx) => {
        for (const gift of await repository.lockDue(tx, at, BATCH)) await deliver(tx, gift, at);
      });
      const returned = await db.transaction(async (tx) => {
        const expired = await repository.lockExpired(tx, at, BATCH);
        const refundIds: string[] = [];
        for (const gift of expired) {
          const payment = await repository.paymentOf(tx, gift.paymentId);
          const posted = await deps.ledger.post(
            tx,
            giftReturnPosting({
              gross: gift.amount,
              description: `Gift ${payment.reference} unclaimed: refunded to its giver`,
              reference: payment.reference,
              idempotencyKey: `gift-return:${gift.id}`,
            }),
          );
          if (!posted) throw new Error(`gift ${gift.id} was returned before`);
          refundIds.push(
            await repository.insertRefund(tx, {
              paymentId: gift.paymentId,
              amount: gift.amount,
              reason: 'others',
              origin: 'settlement',
              note: `Gift unclaimed ${giftItemLimits.claimDays} days after its delivery`,
            }),
          );
          await repository.update(tx, gift.id, { status: 'refunded', refundedAt: at });
        }
        if (refundIds.length) await deps.queueRefunds(tx, refundIds);
        return expired.map((gift) => gift.creatorUserId);
      });
      if (returned.length) await deps.dropPages?.([...new Set(returned)]);
    },
  };
}

export type GiftItems = ReturnType<typeof createGiftItems>;
