import { formatCentavos, type PublicGift } from '@pixel/contract';
import type { GiftRow } from './gifts.repository.ts';

const ANONYMOUS = 'Anonymous';
const VISITOR = 'A supporter';

/** The name a gift shows: nobody's when anonymous, the supporter's page name when signed in. */
export function displayName(
  gift: Pick<GiftRow, 'isAnonymous' | 'supporterName'>,
  supporterPageName: string | null,
) {
  if (gift.isAnonymous) return ANONYMOUS;
  return supporterPageName ?? gift.supporterName ?? VISITOR;
}

export function presentGift(row: {
  gift: GiftRow;
  supporterPageName: string | null;
  supporterPageUrl: string | null;
  /** The tier the supporter is a member of now; read only for gifts that are not anonymous. */
  memberTierName: string | null;
}): PublicGift {
  const { gift } = row;
  return {
    id: gift.id,
    supporter_name: displayName(gift, row.supporterPageName),
    supporter_page_url: gift.isAnonymous ? null : row.supporterPageUrl,
    supporter_message: gift.supporterMessage,
    amount: formatCentavos(gift.amount),
    reply: gift.reply,
    goal_id: gift.goalId,
    is_hidden: gift.isHidden,
    member_tier: row.memberTierName === null ? null : { name: row.memberTierName },
    created_at: (gift.settledAt ?? gift.createdAt).toISOString(),
  };
}
