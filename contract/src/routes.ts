import type { Call, CallSchemas, CallTable } from './route-table.ts';
import { linkedAccountsSchemas } from './linked-accounts.ts';
import { accountDataCalls } from './calls/account-data.ts';
import { accountDeletionCalls } from './calls/account-deletion.ts';
import { adminCalls } from './calls/admin.ts';
import { auditCalls } from './calls/audit.ts';
import { authCalls } from './calls/auth.ts';
import { blocCalls } from './calls/bloc.ts';
import { contentCalls } from './calls/content.ts';
import { creatorWebhooksCalls } from './calls/creator-webhooks.ts';
import { exploreCalls } from './calls/explore.ts';
import { followsCalls } from './calls/follows.ts';
import { giftsCalls, heldGiftsCalls } from './calls/gifts.ts';
import { goalsCalls } from './calls/goals.ts';
import { hashtagsCalls } from './calls/hashtags.ts';
import { imagesCalls } from './calls/images.ts';
import { insightsCalls } from './calls/insights.ts';
import { membershipsCalls } from './calls/memberships.ts';
import { membershipLinksCalls } from './calls/membership-links.ts';
import { messageFilterCalls } from './calls/message-filter.ts';
import { moderationCalls } from './calls/moderation.ts';
import { notificationsCalls } from './calls/notifications.ts';
import { opsCalls } from './calls/ops.ts';
import { overlayCalls } from './calls/overlay.ts';
import { passkeysCalls } from './calls/passkeys.ts';
import { paymentsCalls, webhookCalls } from './calls/payments.ts';
import { banksCalls, linkedAccountsCalls, otpCalls, payoutsCalls } from './calls/payouts.ts';
import { pollsCalls } from './calls/polls.ts';
import { mediaRequestsCalls } from './calls/media-requests.ts';
import { pageLeaderboardCalls } from './calls/page-leaderboard.ts';
import { profilesCalls } from './calls/profiles.ts';
import { promotionsCalls } from './calls/promotions.ts';
import { questionsCalls } from './calls/questions.ts';
import { reactionsCalls } from './calls/reactions.ts';
import { referralsCalls } from './calls/referrals.ts';
import { refundRequestsCalls } from './calls/refund-requests.ts';
import { sessionsCalls } from './calls/sessions.ts';
import { streamTimerCalls } from './calls/stream-timer.ts';
import { streamModerationCalls } from './calls/stream-moderation.ts';
import { siteCalls } from './calls/site.ts';
import { speechCalls } from './calls/speech.ts';
import { standeeCalls } from './calls/standee.ts';
import { statementsCalls } from './calls/statements.ts';
import { supportedCalls } from './calls/supported.ts';
import { taxCalls } from './calls/tax.ts';
import { twoFactorCalls } from './calls/two-factor.ts';
import { velocityCalls } from './calls/velocity.ts';
import { verificationCalls } from './calls/verification.ts';
import { walletCalls } from './calls/wallet.ts';
import { marksCalls } from './calls/marks.ts';
import { accountDataSchemas } from './account-data.ts';
import { accountDeletionSchemas } from './account-deletion.ts';
import { adminSchemas, auditSchemas, moderationSchemas } from './admin.ts';
import { siteSchemas } from './auth.ts';
import { blocSchemas } from './bloc.ts';
import { contentSchemas } from './content.ts';
import { creatorWebhooksSchemas } from './creator-webhooks.ts';
import { exploreSchemas } from './explore.ts';
import { followsSchemas } from './follows.ts';
import { giftsSchemas, paymentsSchemas, webhookSchemas } from './gifts.ts';
import { goalsSchemas } from './goals.ts';
import { hashtagsSchemas } from './hashtags.ts';
import { imagesSchemas } from './media.ts';
import { insightsSchemas } from './insights.ts';
import { membershipsSchemas } from './memberships.ts';
import { membershipLinksSchemas } from './membership-links.ts';
import { notificationsSchemas } from './notifications.ts';
import { opsSchemas } from './ops.ts';
import { heldGiftsSchemas, messageFilterSchemas, overlaySchemas } from './overlay.ts';
import { authSchemas, passkeysSchemas } from './passkeys.ts';
import { giftItemsCalls } from './calls/gift-items.ts';
import { giftItemsSchemas } from './gift-items.ts';
import { shopCalls } from './calls/shop.ts';
import { shopSchemas } from './shop.ts';
import { commissionsCalls } from './calls/commissions.ts';
import { commissionsSchemas } from './commissions.ts';
import { banksSchemas, otpSchemas, payoutsSchemas } from './payouts.ts';
import { pollsSchemas } from './polls.ts';
import { mediaRequestsSchemas } from './media-requests.ts';
import { pageLeaderboardSchemas } from './page-leaderboard.ts';
import { profilesSchemas } from './profiles.ts';
import { promotionsSchemas } from './promotions.ts';
import { questionsSchemas } from './questions.ts';
import { reactionsSchemas } from './reactions.ts';
import { referralsSchemas } from './referrals.ts';
import { sessionsSchemas } from './sessions.ts';
import { streamTimerSchemas } from './stream-timer.ts';
import { streamModerationSchemas } from './stream-moderation.ts';
import { speechSchemas } from './speech.ts';
import { standeeSchemas } from './standee.ts';
import { communityCalls } from './calls/community.ts';
import { communitySchemas } from './community.ts';
import { refundRequestsSchemas, supportedSchemas } from './supported.ts';
import { taxSchemas } from './tax.ts';
import { twoFactorSchemas } from './two-factor.ts';
import { velocitySchemas } from './velocity.ts';
import { verificationSchemas } from './verification.ts';
import { statementsSchemas, walletSchemas } from './wallet.ts';
import { marksSchemas } from './marks.ts';

/** A feature's calls and their schemas, as the server registers them. */
export interface FeatureRoutes {
  readonly calls: CallTable;
  readonly schemas: Readonly<Record<string, CallSchemas>>;
}

/**
 * Every feature's calls with their schemas: what the server must serve, and what the web app's test
 * doubles are held to. It builds every schema, so the web app imports it in tests only
 * (`@pixel/contract/routes`), never from the barrel.
 */
export const routeTable: readonly FeatureRoutes[] = [
  { calls: banksCalls, schemas: banksSchemas },
  { calls: webhookCalls, schemas: webhookSchemas },
  { calls: otpCalls, schemas: otpSchemas },
  { calls: linkedAccountsCalls, schemas: linkedAccountsSchemas },
  { calls: accountDataCalls, schemas: accountDataSchemas },
  { calls: accountDeletionCalls, schemas: accountDeletionSchemas },
  { calls: adminCalls, schemas: adminSchemas },
  { calls: auditCalls, schemas: auditSchemas },
  { calls: authCalls, schemas: authSchemas },
  { calls: blocCalls, schemas: blocSchemas },
  { calls: contentCalls, schemas: contentSchemas },
  { calls: creatorWebhooksCalls, schemas: creatorWebhooksSchemas },
  { calls: exploreCalls, schemas: exploreSchemas },
  { calls: followsCalls, schemas: followsSchemas },
  { calls: giftsCalls, schemas: giftsSchemas },
  { calls: goalsCalls, schemas: goalsSchemas },
  { calls: hashtagsCalls, schemas: hashtagsSchemas },
  { calls: heldGiftsCalls, schemas: heldGiftsSchemas },
  { calls: imagesCalls, schemas: imagesSchemas },
  { calls: insightsCalls, schemas: insightsSchemas },
  { calls: membershipsCalls, schemas: membershipsSchemas },
  { calls: membershipLinksCalls, schemas: membershipLinksSchemas },
  { calls: messageFilterCalls, schemas: messageFilterSchemas },
  { calls: moderationCalls, schemas: moderationSchemas },
  { calls: notificationsCalls, schemas: notificationsSchemas },
  { calls: opsCalls, schemas: opsSchemas },
  { calls: overlayCalls, schemas: overlaySchemas },
  { calls: passkeysCalls, schemas: passkeysSchemas },
  { calls: paymentsCalls, schemas: paymentsSchemas },
  { calls: payoutsCalls, schemas: payoutsSchemas },
  { calls: pollsCalls, schemas: pollsSchemas },
  { calls: mediaRequestsCalls, schemas: mediaRequestsSchemas },
  { calls: pageLeaderboardCalls, schemas: pageLeaderboardSchemas },
  { calls: profilesCalls, schemas: profilesSchemas },
  { calls: promotionsCalls, schemas: promotionsSchemas },
  { calls: questionsCalls, schemas: questionsSchemas },
  { calls: reactionsCalls, schemas: reactionsSchemas },
  { calls: referralsCalls, schemas: referralsSchemas },
  { calls: refundRequestsCalls, schemas: refundRequestsSchemas },
  { calls: sessionsCalls, schemas: sessionsSchemas },
  { calls: streamTimerCalls, schemas: streamTimerSchemas },
  { calls: streamModerationCalls, schemas: streamModerationSchemas },
  { calls: siteCalls, schemas: siteSchemas },
  { calls: speechCalls, schemas: speechSchemas },
  { calls: standeeCalls, schemas: standeeSchemas },
  { calls: communityCalls, schemas: communitySchemas },
  { calls: statementsCalls, schemas: statementsSchemas },
  { calls: supportedCalls, schemas: supportedSchemas },
  { calls: taxCalls, schemas: taxSchemas },
  { calls: twoFactorCalls, schemas: twoFactorSchemas },
  { calls: velocityCalls, schemas: velocitySchemas },
  { calls: verificationCalls, schemas: verificationSchemas },
  { calls: walletCalls, schemas: walletSchemas },
  { calls: giftItemsCalls, schemas: giftItemsSchemas },
  { calls: marksCalls, schemas: marksSchemas },
  { calls: shopCalls, schemas: shopSchemas },
  { calls: commissionsCalls, schemas: commissionsSchemas },
];

/** One call with its schemas, and how its path reads a request's path. */
export interface TableRoute {
  readonly call: Call;
  readonly schemas: CallSchemas;
  readonly pattern: RegExp;
}

/**
 * Every call as one list, static paths before those with parameters (`/v1/user/bloc/reorder` before
 * `/v1/user/bloc/:id`), so that the first whose method and pattern fit a request is the one the server
 * would route it to.
 */
export const tableRoutes: readonly TableRoute[] = routeTable
  .flatMap(({ calls, schemas }) =>
    Object.entries(calls).map(([name, call]) => ({
      call,
      schemas: schemas[name]!,
      pattern: new RegExp(`^${call.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
    })),
  )
  .sort((a, b) => paramCount(a.call.path) - paramCount(b.call.path));

function paramCount(path: string) {
  return path.split('/').filter((segment) => segment.startsWith(':')).length;
}

/** The call a request of `method` to `pathname` reaches, if the table has one. */
export const routeOf = (method: string, pathname: string) =>
  tableRoutes.find((route) => route.call.method === method && route.pattern.test(pathname));
