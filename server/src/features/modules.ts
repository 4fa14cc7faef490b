import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { MovableClock } from '../lib/clock.ts';
import type { FeatureModule } from '../lib/feature-module.ts';
import type { HumanCheck } from '../plugins/human-check.ts';
import { idempotencyKeyOfCall } from '../plugins/idempotency.ts';
import type { CaptchaVerifier } from '../providers/captcha/captcha.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { SandboxProvider } from '../providers/payments/sandbox/sandbox-provider.ts';
import { sandboxModule } from '../providers/payments/sandbox/sandbox.module.ts';
import type { SmsSender } from '../providers/sms/sms.ts';
import type { FileRemover, Storage } from '../providers/storage/storage.ts';
import type { Metrics } from './ops/metrics.ts';
import { accountDataModule } from './account-data/account-data.module.ts';
import { accountDeletionModule } from './account-deletion/account-deletion.module.ts';
import { adminModule } from './admin/admin.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { blocModule } from './bloc/bloc.module.ts';
import { communityModule } from './community/community.module.ts';
import { contentModule } from './content/content.module.ts';
import { creatorWebhooksModule } from './creator-webhooks/creator-webhooks.module.ts';
import { devModule } from './dev-outbox/dev-outbox.module.ts';
import { embedsModule } from './embeds/embeds.module.ts';
import { exploreModule } from './explore/explore.module.ts';
import { followsModule } from './follows/follows.module.ts';
import { giftsModule } from './gifts/gifts.module.ts';
import { giftItemsModule } from './gift-items/gift-items.module.ts';
import { shopModule } from './shop/shop.module.ts';
import { commissionsModule } from './commissions/commissions.module.ts';
import { goalsModule } from './goals/goals.module.ts';
import { hashtagsModule } from './hashtags/hashtags.module.ts';
import { imagesModule } from './images/images.module.ts';
import { insightsModule } from './insights/insights.module.ts';
import { mediaRequestsModule } from './media-requests/media-requests.module.ts';
import { membershipsModule } from './memberships/memberships.module.ts';
import { markedCopiesOf, marksModule } from './marks/marks.module.ts';
import { messageFilterModule } from './message-filter/message-filter.module.ts';
import { opsModule } from './ops/ops.module.ts';
import { overlayModule } from './overlay/overlay.module.ts';
import { pageLeaderboardModule } from './overlay/page-leaderboard.module.ts';
import { passkeysModule } from './passkeys/passkeys.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { payoutsModule } from './payouts/payouts.module.ts';
import { pollsModule } from './polls/polls.module.ts';
import { profilesModule } from './profiles/profiles.module.ts';
import { promotionsModule } from './promotions/promotions.module.ts';
import { questionsModule } from './questions/questions.module.ts';
import { reactionsModule } from './reactions/reactions.module.ts';
import { referralsModule } from './referrals/referrals.module.ts';
import { moderationModule } from './moderation/moderation.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { refundRequestsModule } from './refund-requests/refund-requests.module.ts';
import { sessionsModule } from './sessions/sessions.module.ts';
import { siteModule } from './site/site.module.ts';
import { speechModule } from './speech/speech.module.ts';
import { standeeModule } from './standee/standee.module.ts';
import { statementsModule } from './statements/statements.module.ts';
import { streamModerationModule } from './stream-moderation/stream-moderation.module.ts';
import { streamTimerModule } from './stream-timer/stream-timer.module.ts';
import { supportedModule } from './supported/supported.module.ts';
import { taxModule } from './tax/tax.module.ts';
import { twoFactorModule } from './two-factor/two-factor.module.ts';
import { velocityModule } from './velocity/velocity.module.ts';
import { verificationModule } from './verification/verification.module.ts';
import { walletModule } from './wallet/wallet.module.ts';

/**
 * Every feature, built after what it needs of the others (each from a few things, as narrow `Pick<>`s),
 * and listed in the order their routes are registered. The audit trail comes first: every feature with
 * staff calls writes to it. A feature that settles payments or hears of them registers with payments, so
 * none depends on being built after another it serves.
 */
export async function buildFeatures(deps: {
  app: FastifyInstance;
  config: Config;
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  clock: MovableClock;
  redis: Pick<Redis, 'ping'> | null;
  metrics: Metrics;
  mailer: Mailer;
  sms: SmsSender;
  removeFiles: FileRemover;
  captcha: CaptchaVerifier;
  provider: PaymentProvider;
  sandbox: SandboxProvider;
  humanCheck: HumanCheck;
  servedAtRoot: (segment: string) => boolean;
  draining: () => boolean;
}) {
  const { app, config, db, storage, jobs, clock, redis, metrics, mailer, sms, removeFiles } = deps;
  const { captcha, provider, sandbox, humanCheck, servedAtRoot } = deps;
  const { now } = clock;
  const { publicUrl } = config;
  const log = app.log;

  // features, each from what it needs of those before it
  // what every staff action goes through: the rules it is held to and its line in the audit trail
  const audit = auditModule({ db, now });
  // a passkey is one of two-factor's second steps, and adding one asks for the second step: the passkey
  // settings' routes are made once two-factor is
  const passkeys = passkeysModule({ db, publicUrl, now, jobs });
  const twoFactor = twoFactorModule({
    db,
    secret: config.sessionSecret,
    publicUrl,
    now,
    jobs,
    passkeys: passkeys.factor,
  });
  const passkeySettings = passkeys.settings(twoFactor.stepUp);
  const accountDeletion = accountDeletionModule({
    db,
    now,
    publicUrl,
    jobs,
    removeFiles,
    stepUp: twoFactor.stepUp,
    endSessions: (userId) => app.sessions.endAllFor(userId),
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
    log,
  });
  const sessions = sessionsModule({
    db,
    mailer,
    publicUrl,
    secret: config.sessionSecret,
    secureCookies: config.isProduction,
    now,
    sessions: app.sessions,
  });
  const auth = authModule({
    db,
    mailer,
    metrics,
    paymentProvider: provider,
    publicUrl,
    secret: config.sessionSecret,
    servedAtRoot,
    secureCookies: config.isProduction,
    humanCheck,
    secondStep: twoFactor.secondStep,
    pendingDeletion: accountDeletion.pendingDeletion,
    passkeys: passkeys.signIn,
    captcha,
    knowsBrowser: sessions.knowsBrowser,
    log,
    now,
  });
  // the other features tell of what happened to people through `notify` (decision 0111)
  const notifications = await notificationsModule({ db, config, jobs, mailer, now, log });
  const { notify } = notifications;
  const follows = followsModule({ db, notify });
  const blocks = follows.relations;
  const hashtags = hashtagsModule({ db });
  const images = imagesModule({ db, storage, publicUrl, removeFiles, now, log });
  const { ownImage } = images;
  const profiles = profilesModule({
    db,
    images: images.images,
    hashtags: hashtags.index,
  });
  const findCreator = profiles.findActiveByPageUrl;
  const reactions = reactionsModule({ db, blocks, publicUrl });
  const visitPage = profiles.visit;
  const questions = questionsModule({ db, hashtags: hashtags.index, visitPage, ownImage });
  // spoken alerts: the overlay asks it of each gift's alert, and its routes read the overlay's addresses
  const speech = speechModule({ db, storage, jobs, publicUrl });
  // the moderation queue: the overlay asks it whether a gift's alert waits for a decision (a link)
  const streamModeration = streamModerationModule({ db, now, speak: speech.speak });
  const overlay = await overlayModule({
    db,
    publicUrl,
    log,
    now,
    speak: speech.speak,
    speakTest: speech.speakTest,
    holdAlert: streamModeration.holdAlert,
  });
  deps.metrics.watchOpenStreams(overlay.openStreams);
  const messageFilter = messageFilterModule({ db });
  const creatorWebhooks = creatorWebhooksModule({
    db,
    jobs,
    allowLocal: config.webhooksAllowLocal,
    now,
  });
  const referrals = referralsModule({
    db,
    feeShareBasisPoints: config.referrals.feeShareBasisPoints,
    publicUrl,
  });
  // velocity limits (decision 0108): payments, gifts and payouts count against them
  const velocity = velocityModule({ db, config, now, metrics, audit });
  const payments = paymentsModule({
    db,
    config,
    now,
    velocity: velocity.limits,
    provider,
    jobs,
    referrals: referrals.rewards,
    metrics,
    log,
    // a repeat of a money call an instance left mid-way finds the payment that call made
    callKey: idempotencyKeyOfCall,
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
    listeners: [creatorWebhooks.onPaymentsSettled, overlay.onSettled, notifications.onPaymentsSettled],
    findPayee: profiles.findActiveById,
    findCreator,
  });
  // stream polls: a vote is a gift, counted as it settles, after the overlay has its alert (issue #65)
  const polls = pollsModule({ db, overlay, visitPage, now });
  // the leaderboard on a creator's page, when they want it there (issue #65)
  const pageLeaderboard = pageLeaderboardModule({ db, visitPage, now });
  payments.addSettlementListener(polls.onSettled);
  // the subathon timer: gifts and new members extend it as they settle, after the overlay has its alert
  const streamTimer = streamTimerModule({ db, now, overlay });
  payments.addSettlementListener(streamTimer.onSettled);
  const gifts = giftsModule({
    db,
    config,
    payments,
    blocks,
    visitPage,
    questions,
    screen: messageFilter.screen,
    onApproved: overlay.alertApproved,
    now,
    velocity: velocity.limits,
    notify,
    checkVote: polls.checkVote,
  });
  // media requests: a clip paid as a gift, pending or approved as it settles, refunded when declined (#65)
  const mediaRequests = mediaRequestsModule({
    db,
    overlay,
    visitPage,
    now,
    giftLimits: config.gifts,
    giftWith: gifts.giftWith,
    refunds: payments.staffRefunds,
  });
  payments.addSettlementListener(mediaRequests.onSettled);
  const { registerContent } = reactions;
  // promo codes and member pricing (decision 0149): the prices memberships and content check out at
  const promotions = promotionsModule({ db, now, findCreator });
  const memberships = membershipsModule({
    db,
    publicUrl,
    secret: config.sessionSecret,
    now,
    payments,
    visitPage,
    blocks,
    jobs,
    notify,
    promotions: promotions.pricing,
    // free trials keep a card with nothing charged, where the provider can (decision 0155)
    methodSetups: provider.methodSetups,
  });
  // Insights: what membership payments add as they settle, after memberships has settled them (#66)
  const insights = insightsModule({ db, now });
  payments.addSettlementListener(insights.onSettled);
  // Discord and Telegram for members (decision 0160): a membership paid for is seen to at once
  const community = communityModule({
    db,
    discord: config.community.discord,
    telegram: config.community.telegram,
    devRoutes: config.devRoutes,
    jobs,
    publicUrl,
    secret: config.sessionSecret,
    now,
  });
  payments.addSettlementListener(community.onSettled);
  // each buyer's and member's own marked copy of a paid original (decision 0154)
  const markedCopies = markedCopiesOf({ db, storage, publicUrl });
  const content = contentModule({
    db,
    config,
    now,
    storage,
    removeFiles,
    reactions: reactions.reactions,
    hashtags: hashtags.index,
    blocks,
    payments,
    registerContent,
    members: memberships.members,
    announcePost: notifications.announcePost,
    log,
    promotions: promotions.pricing,
    marks: markedCopies,
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
  });
  // gifts of a membership or a post (decision 0153): paid as `gift_item`, held until their recipient claims them
  const giftItems = giftItemsModule({
    db,
    publicUrl,
    secret: config.sessionSecret,
    now,
    fees: config.payments.fees,
    payments,
    blocks,
    jobs,
    publish: overlay.publish,
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
  });
  // a creator's shop (decision 0159): products paid as `product`, their files downloaded by their buyers
  const shop = shopModule({
    db,
    publicUrl,
    secret: config.sessionSecret,
    urlSecret: config.media.signingSecret,
    urlTtlSeconds: config.media.urlTtlSeconds,
    now,
    storage,
    removeFiles,
    payments,
    blocks,
    promotions: promotions.pricing,
    leaks: markedCopies,
    jobs,
    ownImage,
  });
  // commissions (decision 0165): paid as `commission`, the first payment held until the creator answers
  const commissions = commissionsModule({
    ...{ db, publicUrl, now, storage, removeFiles, payments, blocks, jobs, notify },
    urlSecret: config.media.signingSecret,
    urlTtlSeconds: config.media.urlTtlSeconds,
    fees: config.payments.fees,
  });
  const verification = await verificationModule({
    db,
    config,
    storage,
    mailer,
    removeFiles,
    publicUrl,
    now,
    audit,
    rules: audit.rules,
  });
  const tax = await taxModule({ db, config, storage, removeFiles, now, audit });
  const payouts = payoutsModule({
    db,
    config,
    now,
    provider,
    sms,
    mailer,
    accounts: auth,
    log,
    endSessions: (userId) => app.sessions.endAllFor(userId),
    stepUp: twoFactor.stepUp,
    identity: { standing: verification.standing },
    velocity: velocity.limits,
    tax: { withholdingFor: tax.withholdingFor },
    listeners: [(tx, payout) => creatorWebhooks.onPayoutChanged(tx, payout), notifications.onPayoutChanged],
    onHeld: notifications.onPayoutChanged,
  });

  const bloc = blocModule({
    db,
    reactions: reactions.reactions,
    hashtags: hashtags.index,
    visitPage,
    hasSupported: gifts.hasSupported,
    members: memberships.members,
    ownImage,
    registerContent,
    announcePost: notifications.announcePost,
    now,
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
  });
  const refundRequests = refundRequestsModule({
    db,
    mailer,
    publicUrl,
    now,
    refunds: payments.staffRefunds,
    audit,
    rules: audit.rules,
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
    notify,
  });
  const admin = adminModule({
    db,
    mailer,
    publicUrl,
    now,
    audit,
    rules: audit.rules,
    secondFactorOn: twoFactor.secondStep.isOn,
    endSessions: (userId) => app.sessions.endAllFor(userId),
    dropPages: (userIds) => app.publicCache.dropUsers(userIds),
    refunds: payments.staffRefunds,
    payoutChanges: payouts.supportChanges,
    payouts: payouts.review,
    bankNames: payouts.bankNames,
    heldMessages: gifts.heldForStaff,
    refundRequestsOf: refundRequests.ofPerson,
  });
  // the leak lookup and its reports, acted on through the staff side's suspension (decision 0154)
  const marks = marksModule({
    db,
    storage,
    audit,
    notify,
    now,
    suspend: admin.suspend,
  });

  const modules: FeatureModule[] = [
    opsModule({ config, db, storage, redis, metrics, draining: deps.draining }),
    siteModule({ config, captcha, paymentProvider: provider, humanCheck }),
    auth,
    twoFactor,
    passkeySettings,
    sessions,
    accountDataModule({ db, storage, jobs, mailer, publicUrl, now }),
    accountDeletion,
    profiles,
    follows,
    notifications,
    reactions,
    gifts,
    goalsModule({ db, visitPage, ownImage }),
    memberships,
    insights,
    promotions,
    giftItems,
    shop,
    commissions,
    gifts.held,
    messageFilter,
    overlay,
    speech.withOverlay(overlay),
    streamModeration.withOverlay(overlay),
    streamTimer,
    polls,
    pageLeaderboard,
    mediaRequests,
    questions,
    bloc,
    hashtags,
    exploreModule({ db, now }),
    images,
    content,
    payments,
    walletModule({ db, now }),
    supportedModule({ db }),
    referrals,
    creatorWebhooks,
    standeeModule({ storage, publicUrl, limits: config.gifts }),
    community,
    embedsModule(),
    statementsModule({ db }),
    payouts,
    admin,
    // the audit trail's page, after the staff calls it records
    audit,
    refundRequests,
    moderationModule({
      db,
      mailer,
      publicUrl,
      now,
      publicFileUrl: (key) => storage.publicUrl(key),
      photoPosts: content,
      blocPosts: bloc,
      audit,
      dropPages: (userIds) => app.publicCache.dropUsers(userIds),
    }),
    verification,
    tax,
    velocity,
    marks,
    ...((config.sandboxEnabled ? [sandboxModule({ sandbox, publicUrl })] : []) satisfies FeatureModule[]),
    ...((config.devRoutes ? [devModule({ db, config, clock, jobs })] : []) satisfies FeatureModule[]),
  ];
  return {
    modules,
    /** What a creator page's first paint asks of the features. */
    firstPaint: { visit: profiles.visitAsSession, user: auth.profile, home: gifts.visitWithPage },
    listPublicPages: profiles.listPublicPages,
  };
}
