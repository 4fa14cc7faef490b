/**
 * Every page address the web app draws (web/src/app/router.tsx, which a test compares with these lists),
 * `:name` for a segment of the address's own. The server answers each with the app's HTML and status 200,
 * and any other address with its Page Not Found screen and 404, so link previews, search engines and link
 * checkers see a page that exists as existing and a missing one as missing.
 */
export const appPages = [
  '/',
  '/explore',
  '/legal/terms-and-conditions',
  '/legal/privacy-notice',
  '/help/why-cant-i-withdraw-all-my-pixel-earnings',
  '/memberships/pay/:paymentIntentId',
  '/memberships/link/:token',
  '/overlay/:token',
  '/overlay/:token/goal/:goalId',
  '/overlay/:token/timer',
  '/overlay/:token/poll',
  '/overlay/:token/leaderboard',
  '/overlay/:token/scan',
  '/overlay/:token/media',
  '/account/deletion',
  '/auth',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/dashboard',
  '/dashboard/transactions/history',
  '/dashboard/e-payment/link',
  '/dashboard/supported',
  '/dashboard/refund-requests',
  '/dashboard/memberships',
  '/dashboard/referrals',
  '/dashboard/explore',
  '/dashboard/explore/hashtags/:tag',
  '/dashboard/creator-hub/my-goals',
  '/dashboard/creator-hub/my-goals/add-goal',
  '/dashboard/creator-hub/memberships',
  '/dashboard/creator-hub/members',
  '/dashboard/creator-hub/insights',
  '/dashboard/creator-hub/promo-codes',
  '/dashboard/creator-hub/bloc',
  '/dashboard/creator-hub/snap',
  '/dashboard/settings/profile',
  '/dashboard/settings/security',
  '/dashboard/settings/password',
  '/dashboard/notifications',
  '/dashboard/settings/notifications',
  '/dashboard/settings/sessions',
  '/dashboard/settings/data',
  '/dashboard/settings/verification',
  '/dashboard/settings/tax',
  '/dashboard/settings/delete-account',
  '/dashboard/settings/webhooks',
  '/dashboard/settings/overlay',
  '/dashboard/settings/stream-kit',
  '/dashboard/settings/message-filter',
  '/dashboard/stream/:pageUrl/moderation',
  '/admin',
  '/admin/people/:userId',
  '/admin/audit',
  '/admin/refunds',
  '/admin/refund-requests',
  '/admin/payouts',
  '/admin/held-messages',
  '/admin/verifications',
  '/admin/verifications/:id',
] as const;

/** A creator's page and its tabs, and a post's own page under Snap or Bloc: `:pageUrl` is the creator's. */
export const creatorPages = [
  '/:pageUrl',
  '/:pageUrl/home',
  '/:pageUrl/my-goals',
  '/:pageUrl/question-and-answer',
  '/:pageUrl/pixel-snap',
  '/:pageUrl/pixel-snap/image/:id',
  '/:pageUrl/pixel-snap/collection/:id',
  '/:pageUrl/pixel-bloc',
  '/:pageUrl/pixel-bloc/:id',
  '/:pageUrl/membership',
] as const;

/**
 * The calls the dashboard's first screen makes, whose answers a creator's dashboard brings in its HTML
 * (decision 0138): the server asks each for the signed-in creator as the app would, and the app puts each
 * where the query that makes it keeps its answer. `:pageUrl` is the creator's own page.
 */
export const dashboardFirstCalls = [
  '/v1/user/notifications/unread-count',
  '/v1/user/home',
  '/v1/user/balance',
  '/v1/user/two-factor',
  '/v1/user/refund-requests?side=received&page=1',
  '/v1/profile/:pageUrl',
] as const;
export type DashboardFirstCall = (typeof dashboardFirstCalls)[number];
