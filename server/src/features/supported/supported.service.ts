import {
  FREE_PRICE_ID,
  formatCentavos,
  refundRequestRules,
  homeLimits,
  type HomePost,
  type SupportedRecord,
} from '@pixel/contract';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import { excerptOf } from '../hashtags/hashtags.service.ts';
import type { SupportedRepository } from './supported.repository.ts';

type SupportedRow = Awaited<ReturnType<SupportedRepository['latest']>>[number];

/** The start of a text on one line (at most 200 characters), or null when there is none. */
const shortText = (text: string | null) => (text?.trim() ? excerptOf(text) : null);

const photoPostUrl = (pageUrl: string, kind: 'snap' | 'slide', id: string) =>
  `/${pageUrl}/pixel-snap/${kind === 'snap' ? 'image' : 'collection'}/${id}`;

/** The provider's word for why a refund was given, in the supporter's terms. */
const refundReasons = {
  duplicate: 'repeat_payment',
  others: 'other_amount',
  requested_by_customer: 'given_back',
} as const;

/**
 * A post, product, commission or membership paid in the last days, neither given back nor asked about: until
 * when it may be.
 */
function refundableUntil(row: SupportedRow) {
  if (!['purchase', 'membership', 'product', 'commission'].includes(row.kind)) return null;
  if (row.status !== 'paid' || row.refundRequestId || !row.paidAt) return null;
  return new Date(row.paidAt.getTime() + refundRequestRules.askWithinDays * 86_400_000).toISOString();
}

function presentSupported(row: SupportedRow): SupportedRecord {
  return {
    reference: row.reference,
    kind: row.kind,
    amount: formatCentavos(row.amount),
    status: row.status,
    paid_at: row.paidAt?.toISOString() ?? null,
    creator: personSummaryOf(row),
    message: row.message ?? null,
    is_anonymous: row.giftAnonymous ?? row.purchaseAnonymous ?? false,
    reply: row.reply ?? null,
    goal:
      row.goalId && row.goalTitle
        ? { id: row.goalId, title: row.goalTitle, cover_image: row.goalCover ?? null }
        : null,
    post:
      row.postId && row.postKind
        ? {
            type: row.postKind === 'snap' ? 'image' : 'image_collection',
            id: row.postId,
            url: photoPostUrl(row.pageUrl, row.postKind, row.postId),
          }
        : null,
    refund_reason: row.refundReason ? refundReasons[row.refundReason] : null,
    refund_request:
      row.refundRequestId && row.refundRequestStatus
        ? { id: row.refundRequestId, status: row.refundRequestStatus, reply: row.refundRequestReply ?? null }
        : null,
    refundable_until: refundableUntil(row),
  };
}

type PhotoRow = Awaited<ReturnType<SupportedRepository['latestPhotoPosts']>>[number];
type BlocRow = Awaited<ReturnType<SupportedRepository['latestBlocPosts']>>[number];

/** Each creator's latest posts as the viewer may see them, newest first: Snaps, Snap Slides and Bloc posts. */
function latestPostsOf(input: {
  photos: PhotoRow[];
  bloc: BlocRow[];
  /** The paid photo posts the viewer bought. */
  bought: Set<string>;
  /** The creators the viewer gave a paid gift, who open their supporters-only posts. */
  supported: Set<string>;
  pageUrlOf: Map<string, string>;
}) {
  const { bought, supported, pageUrlOf } = input;
  const posts = [
    ...input.photos.map((row) => ({
      userId: row.userId,
      at: row.createdAt,
      post: {
        type: row.kind === 'snap' ? 'image' : 'image_collection',
        id: row.id,
        text: shortText(row.caption),
        image: null,
        is_locked: row.priceId !== FREE_PRICE_ID && !bought.has(row.id),
        created_at: row.createdAt.toISOString(),
        url: photoPostUrl(pageUrlOf.get(row.userId)!, row.kind, row.id),
      } satisfies HomePost,
    })),
    ...input.bloc.map((row) => {
      // a supporters-only post shows others its title alone, as its Bloc tab does
      const locked = row.visibility === 'supporters' && !supported.has(row.userId);
      return {
        userId: row.userId,
        at: row.createdAt,
        post: {
          type: 'bloc',
          id: row.id,
          text: shortText(locked ? row.title : (row.title ?? row.body)),
          image: locked ? null : row.image,
          is_locked: locked,
          created_at: row.createdAt.toISOString(),
          url: `/${pageUrlOf.get(row.userId)!}/pixel-bloc/${row.id}`,
        } satisfies HomePost,
      };
    }),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return (creatorId: string) =>
    posts
      .filter((entry) => entry.userId === creatorId)
      .slice(0, homeLimits.posts)
      .map((entry) => entry.post);
}

/**
 * A signed-in person's side of PIXEL as a supporter: their record of what they sent and bought, and the
 * home their dashboard opens on while their own page is empty.
 */
export function createSupportedService(deps: { repository: SupportedRepository }) {
  const { repository } = deps;

  return {
    /** What the person sent and bought, newest first, those given back included. */
    async page(input: { userId: string; page: number; perPage: number }) {
      const { rows, total } = await repository.page(input);
      return { data: rows.map(presentSupported), meta: pageMeta({ ...input, total }) };
    },

    /** What the person's dashboard opens on (decision 0087). */
    async home({ userId }: { userId: string }) {
      const [hasPage, given, creators, support] = await Promise.all([
        repository.hasPage(userId),
        repository.given(userId),
        repository.creators({ userId, limit: homeLimits.creators }),
        repository.latest({ userId, limit: homeLimits.support }),
      ]);
      const creatorIds = creators.map((creator) => creator.id);
      const perCreator = homeLimits.posts;
      const [ties, photos, bloc] = await Promise.all([
        repository.ties({ userId, creatorIds }),
        repository.latestPhotoPosts({ creatorIds, perCreator }),
        repository.latestBlocPosts({ creatorIds, perCreator }),
      ]);
      const bought = await repository.boughtAmong({
        viewerId: userId,
        postIds: photos.filter((row) => row.priceId !== FREE_PRICE_ID).map((row) => row.id),
      });
      const postsOf = latestPostsOf({
        photos,
        bloc,
        bought,
        supported: ties.supported,
        pageUrlOf: new Map(creators.map((creator) => [creator.id, creator.pageUrl])),
      });
      return {
        data: {
          has_page: hasPage,
          given: {
            amount: formatCentavos(given.amount),
            payments: given.payments,
            creators: given.creators,
          },
          creators: creators.map((creator) => ({
            creator: personSummaryOf(creator),
            is_following: ties.following.has(creator.id),
            given_amount: ties.given.has(creator.id) ? formatCentavos(ties.given.get(creator.id)!) : null,
            latest_posts: postsOf(creator.id),
          })),
          support: support.map(presentSupported),
        },
      };
    },
  };
}

export type SupportedService = ReturnType<typeof createSupportedService>;
