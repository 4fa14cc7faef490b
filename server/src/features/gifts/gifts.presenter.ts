import { formatCentavos, type PublicGift, standInNames } from '@pixel/contract';
import type { Gifted, GiftRow } from './gifts.repository.ts';

const { anonymous: ANONYMOUS, visitor: VISITOR } = standInNames;
// a supporter whose account is closed or erased: neither their name nor their (gone) page (decision 0096)
const FORMER_MEMBER = standInNames.formerMember;

/** The name a gift shows: nobody's when anonymous, the supporter's page name when signed in. */
export function displayName(
  gift: Pick<GiftRow, 'isAnonymous' | 'supporterName'>,
  supporterPageName: string | null,
) {
  if (gift.isAnonymous) return ANONYMOUS;
  return supporterPageName ?? gift.supporterName ?? VISITOR;
}

export function presentGift(row: {
  gift: Pick<
    GiftRow,
    | 'id'
    | 'isAnonymous'
    | 'supporterName'
    | 'supporterMessage'
    | 'amount'
    | 'reply'
    | 'goalId'
    | 'isHidden'
    | 'settledAt'
    | 'createdAt'
  >;
  supporterPageName: string | null;
  supporterPageUrl: string | null;
  /** The supporter's account's status; null for a visitor's gift. */
  supporterStatus: string | null;
  /** The tier the supporter is a member of now; read only for gifts that are not anonymous. */
  memberTierName: string | null;
  /** What a membership or post bought for someone else gives (a wall entry); a gift has none. */
  gifted?: Gifted | null;
}): PublicGift {
  const { gift } = row;
  const former = !gift.isAnonymous && row.supporterStatus !== null && row.supporterStatus !== 'active';
  return {
    id: gift.id,
    supporter_name: former ? FORMER_MEMBER : displayName(gift, row.supporterPageName),
    supporter_page_url: gift.isAnonymous || former ? null : row.supporterPageUrl,
    supporter_message: gift.supporterMessage,
    amount: formatCentavos(gift.amount),
    reply: gift.reply,
    goal_id: gift.goalId,
    is_hidden: gift.isHidden,
    member_tier: row.memberTierName === null ? null : { name: row.memberTierName },
    gifted: presentGifted(row.gifted ?? null),
    created_at: (gift.settledAt ?? gift.createdAt).toISOString(),
  };
}

function presentGifted(gifted: Gifted | null): PublicGift['gifted'] {
  if (!gifted) return null;
  return gifted.kind === 'membership'
    ? { kind: 'membership', months: gifted.months, tier_name: gifted.tierName }
    : { kind: 'post', post_kind: gifted.postKind };
}
