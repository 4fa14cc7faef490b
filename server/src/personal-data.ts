import { accountDataPersonalData } from './features/account-data/account-data.personal-data.ts';
import { accountPersonalData } from './features/account-deletion/account-deletion.personal-data.ts';
import { adminPersonalData } from './features/admin/admin.personal-data.ts';
import { auditPersonalData } from './features/audit/audit.personal-data.ts';
import { authPersonalData } from './features/auth/auth.personal-data.ts';
import { blocPersonalData } from './features/bloc/bloc.personal-data.ts';
import { communityPersonalData } from './features/community/community.personal-data.ts';
import { photoPostsPersonalData, purchasesPersonalData } from './features/content/content.personal-data.ts';
import { creatorWebhooksPersonalData } from './features/creator-webhooks/creator-webhooks.personal-data.ts';
import { devOutboxPersonalData } from './features/dev-outbox/dev-outbox.personal-data.ts';
import { followsPersonalData } from './features/follows/follows.personal-data.ts';
import { giftsPersonalData } from './features/gifts/gifts.personal-data.ts';
import { giftItemsPersonalData } from './features/gift-items/gift-items.personal-data.ts';
import { shopPersonalData } from './features/shop/shop.personal-data.ts';
import { commissionsPersonalData } from './features/commissions/commissions.personal-data.ts';
import { goalsPersonalData } from './features/goals/goals.personal-data.ts';
import { hashtagsPersonalData } from './features/hashtags/hashtags.personal-data.ts';
import { imagesPersonalData } from './features/images/images.personal-data.ts';
import { insightsPersonalData } from './features/insights/insights.personal-data.ts';
import { membershipLinksPersonalData } from './features/memberships/membership-links.personal-data.ts';
import { membershipsPersonalData } from './features/memberships/memberships.personal-data.ts';
import { messageFilterPersonalData } from './features/message-filter/message-filter.personal-data.ts';
import { notificationsPersonalData } from './features/notifications/notifications.personal-data.ts';
import { overlayPersonalData } from './features/overlay/overlay.personal-data.ts';
import { passkeysPersonalData } from './features/passkeys/passkeys.personal-data.ts';
import { paymentsPersonalData } from './features/payments/payments.personal-data.ts';
import { payoutsPersonalData } from './features/payouts/payouts.personal-data.ts';
import type { PersonalDataPart } from './features/personal-data.ts';
import { profilePersonalData } from './features/profiles/profiles.personal-data.ts';
import { promotionsPersonalData } from './features/promotions/promotions.personal-data.ts';
import { marksPersonalData } from './features/marks/marks.personal-data.ts';
import { questionsPersonalData } from './features/questions/questions.personal-data.ts';
import { reactionsPersonalData } from './features/reactions/reactions.personal-data.ts';
import { referralsPersonalData } from './features/referrals/referrals.personal-data.ts';
import { refundRequestsPersonalData } from './features/refund-requests/refund-requests.personal-data.ts';
import { sessionsPersonalData } from './features/sessions/sessions.personal-data.ts';
import { speechPersonalData } from './features/speech/speech.personal-data.ts';
import { taxPersonalData } from './features/tax/tax.personal-data.ts';
import { twoFactorPersonalData } from './features/two-factor/two-factor.personal-data.ts';
import { velocityPersonalData } from './features/velocity/velocity.personal-data.ts';
import { verificationPersonalData } from './features/verification/verification.personal-data.ts';
import { walletPersonalData } from './features/wallet/wallet.personal-data.ts';

/**
 * What every feature keeps of a person (`features/personal-data.ts`), in the order the copy of their data
 * writes its parts (decision 0097); the erasure (decision 0096) reads every part's files and addresses
 * first, then runs the parts in this order, the account's tombstone last. It lives outside `features/`
 * because it reaches into every feature's folder, which a feature may not.
 */
export const personalDataParts: readonly PersonalDataPart[] = [
  profilePersonalData,
  photoPostsPersonalData,
  blocPersonalData,
  goalsPersonalData,
  questionsPersonalData,
  giftsPersonalData,
  purchasesPersonalData,
  membershipsPersonalData,
  membershipLinksPersonalData,
  insightsPersonalData,
  promotionsPersonalData,
  giftItemsPersonalData,
  shopPersonalData,
  commissionsPersonalData,
  marksPersonalData,
  walletPersonalData,
  payoutsPersonalData,
  sessionsPersonalData,
  referralsPersonalData,
  twoFactorPersonalData,
  passkeysPersonalData,
  verificationPersonalData,
  followsPersonalData,
  reactionsPersonalData,
  messageFilterPersonalData,
  creatorWebhooksPersonalData,
  communityPersonalData,
  notificationsPersonalData,
  // the uploads no post took: files only, listed in the copy's files part
  imagesPersonalData,
  // erased, and not in the copy
  authPersonalData,
  overlayPersonalData,
  // the spoken messages of gifts: files only
  speechPersonalData,
  hashtagsPersonalData,
  accountDataPersonalData,
  refundRequestsPersonalData,
  taxPersonalData,
  adminPersonalData,
  auditPersonalData,
  paymentsPersonalData,
  velocityPersonalData,
  devOutboxPersonalData,
  accountPersonalData,
];
