import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import { FullScreenLoader } from '@/components/screens/full-screen-loader';
import { RouteErrorScreen } from '@/components/screens/route-error-screen';
import { loadWebhooksSettingsPage } from '@/features/creator-webhooks';
import { CreatorHomeTab, CreatorPage } from '@/features/creator-page';
import { loadDashboardPage } from '@/features/dashboard';
import { HomePage } from '@/features/home';
import { loadWhenOnline } from '@/lib/load-when-online';
import { nextTask } from '@/lib/next-task';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

/**
 * A page's code asked for in a task of its own: asking (the bundler preloads each of the page's chunks with
 * a `<link>` of its own) takes a slow phone's main thread for a while, and the first page's is asked for as
 * the router is made, another long task. Offline, it waits for the connection: the page on screen stays until
 * the next one's code is in.
 */
const inTaskOfItsOwn =
  <T,>(load: () => Promise<T>) =>
  async () => {
    await nextTask();
    return loadWhenOnline(load);
  };

/**
 * A page loaded when first opened: its code stays out of the bundle a visitor of a creator page downloads
 * (the creator page and the home page, where visitors arrive, are in it).
 */
const page = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  inTaskOfItsOwn(async () => ({ Component: (await load())[name] as ComponentType }));

const photoPostPage = (type: 'image' | 'image_collection') =>
  inTaskOfItsOwn(async () => {
    const { PhotoPostPage } = await import('@/features/content/components/photo-post-page');
    return { element: <PhotoPostPage key={type} type={type} /> };
  });

/** Every route gets its own error boundary, so a failure stays inside the part of the page it broke. */
const withErrorBoundaries = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({
    ...route,
    errorElement: <RouteErrorScreen />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];

/** The route table of spec §2. */
export const routes: RouteObject[] = withErrorBoundaries([
  {
    element: <RootLayout />,
    // shown while the code of the page first opened loads
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'explore',
            lazy: page(() => import('@/features/explore/components/explore-page'), 'ExplorePage'),
          },
          {
            path: 'legal/terms-and-conditions',
            lazy: page(() => import('@/features/legal/components/terms-page'), 'TermsPage'),
          },
          {
            path: 'legal/privacy-notice',
            lazy: page(() => import('@/features/legal/components/privacy-notice-page'), 'PrivacyNoticePage'),
          },
          {
            path: 'help/why-cant-i-withdraw-all-my-pixel-earnings',
            lazy: page(
              () => import('@/features/help/components/payout-limits-article-page'),
              'PayoutLimitsArticlePage',
            ),
          },
          {
            // a membership subscription's first invoice, paid with a card or Maya (decision 0127)
            path: 'memberships/pay/:paymentIntentId',
            lazy: page(
              () => import('@/features/memberships-supporter/components/pay-invoice-page'),
              'PayInvoicePage',
            ),
          },
          {
            // a membership mail's link, confirmed without signing in (decision 0150)
            path: 'memberships/link/:token',
            lazy: page(
              () => import('@/features/memberships-supporter/components/membership-link-page'),
              'MembershipLinkPage',
            ),
          },
          {
            // a gift's claim link, read without signing in and claimed signed in (decision 0153)
            path: 'gifts/claim/:token',
            lazy: page(() => import('@/features/gift-items/components/gift-claim-page'), 'GiftClaimPage'),
          },
          {
            // a guest's purchase in a creator's shop, read with the mailed link (decision 0159)
            path: 'shop/guest/:token',
            lazy: page(() => import('@/features/shop/components/guest-purchase-page'), 'GuestPurchasePage'),
          },
          {
            path: ':pageUrl',
            element: <CreatorPage />,
            // the page menu: Home is the page's own address, every other tab its own (an unknown tab is not
            // found); goals, Q&A, Snaps and Bloc show an empty state until their features arrive
            children: [
              { index: true, element: <CreatorHomeTab /> },
              { path: 'home', element: <Navigate to=".." replace /> },
              {
                path: 'my-goals',
                lazy: page(() => import('@/features/goals/components/creator-goals-tab'), 'CreatorGoalsTab'),
              },
              {
                path: 'question-and-answer',
                lazy: page(
                  () => import('@/features/questions/components/creator-questions-tab'),
                  'CreatorQuestionsTab',
                ),
              },
              {
                path: 'pixel-snap',
                lazy: page(() => import('@/features/content/components/snap-tab'), 'SnapTab'),
              },
              {
                path: 'pixel-snap/image/:id',
                lazy: photoPostPage('image'),
              },
              {
                path: 'pixel-snap/collection/:id',
                lazy: photoPostPage('image_collection'),
              },
              {
                path: 'pixel-bloc',
                lazy: page(() => import('@/features/bloc/components/bloc-tab'), 'BlocTab'),
              },
              {
                path: 'pixel-bloc/:id',
                lazy: page(() => import('@/features/bloc/components/bloc-post-page'), 'BlocPostPage'),
              },
              {
                path: 'membership',
                lazy: page(
                  () => import('@/features/memberships-supporter/components/membership-tab'),
                  'MembershipTab',
                ),
              },
              {
                path: 'shop',
                lazy: page(() => import('@/features/shop/components/shop-tab'), 'ShopTab'),
              },
              {
                path: 'shop/:id',
                lazy: page(() => import('@/features/shop/components/product-page'), 'ProductPage'),
              },
              {
                path: 'shop/commissions/:id',
                lazy: page(() => import('@/features/commissions/components/request-page'), 'RequestPage'),
              },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      // a browser source for streaming software: the overlay alone, on a transparent page
      {
        path: 'overlay/:token',
        lazy: page(() => import('@/features/overlay/components/overlay-page'), 'OverlayPage'),
      },
      {
        path: 'overlay/:token/goal/:goalId',
        lazy: page(() => import('@/features/overlay/components/goal-overlay-page'), 'GoalOverlayPage'),
      },
      {
        path: 'overlay/:token/leaderboard',
        lazy: page(
          () => import('@/features/overlay/components/leaderboard-widget-page'),
          'LeaderboardWidgetPage',
        ),
      },
      {
        path: 'overlay/:token/timer',
        lazy: page(() => import('@/features/overlay/components/timer-widget-page'), 'TimerWidgetPage'),
      },
      {
        path: 'overlay/:token/poll',
        lazy: page(() => import('@/features/overlay/components/poll-widget-page'), 'PollWidgetPage'),
      },
      {
        path: 'overlay/:token/scan',
        lazy: page(() => import('@/features/overlay/components/scan-widget-page'), 'ScanWidgetPage'),
      },
      {
        path: 'overlay/:token/media',
        lazy: page(() => import('@/features/overlay/components/media-widget-page'), 'MediaWidgetPage'),
      },
      // the gift form the widget's script frames on a creator's own website, and their link-in-bio card
      // (decision 0158): pages of their own, without the site's menu
      {
        path: 'embed/:pageUrl',
        lazy: page(() => import('@/features/embeds/components/embed-gift-page'), 'EmbedGiftPage'),
      },
      {
        path: ':pageUrl/card',
        lazy: page(() => import('@/features/embeds/components/creator-card-page'), 'CreatorCardPage'),
      },
      {
        // an account waiting to be erased signs in to here, to cancel: the sign-in's frame, no site menu
        path: 'account',
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            path: 'deletion',
            lazy: page(
              () => import('@/features/account-deletion/components/pending-deletion-page'),
              'PendingDeletionPage',
            ),
          },
        ],
      },
      {
        path: 'auth',
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', lazy: page(() => import('@/features/auth/components/login-page'), 'LoginPage') },
          {
            path: 'sign-up',
            lazy: page(() => import('@/features/auth/components/sign-up-page'), 'SignUpPage'),
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('@/features/auth/components/forgot-password-page'), 'ForgotPasswordPage'),
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: page(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
        children: [
          { index: true, lazy: inTaskOfItsOwn(loadDashboardPage) },
          {
            path: 'transactions/history',
            lazy: page(
              () => import('@/features/statements/components/transaction-history-page'),
              'TransactionHistoryPage',
            ),
          },
          {
            // LINK_RETURN_PATH: the provider sends the browser back here after a link sign-in
            path: 'e-payment/link',
            lazy: page(
              () => import('@/features/payouts/components/link-e-payment-return-page'),
              'LinkEPaymentReturnPage',
            ),
          },
          {
            path: 'supported',
            lazy: page(() => import('@/features/supported/components/supported-page'), 'SupportedPage'),
          },
          {
            path: 'gifts',
            lazy: page(() => import('@/features/gift-items/components/gifts-page'), 'GiftsPage'),
          },
          {
            path: 'refund-requests',
            lazy: page(
              () => import('@/features/refund-requests/components/refund-requests-page'),
              'RefundRequestsPage',
            ),
          },
          {
            path: 'memberships',
            lazy: page(
              () => import('@/features/memberships-supporter/components/my-memberships-page'),
              'MyMembershipsPage',
            ),
          },
          {
            path: 'referrals',
            lazy: page(() => import('@/features/referrals/components/referrals-page'), 'ReferralsPage'),
          },
          {
            path: 'explore',
            lazy: page(() => import('@/features/explore/components/explore-page'), 'ExplorePage'),
          },
          {
            path: 'explore/hashtags/:tag',
            lazy: page(() => import('@/features/hashtags/components/hashtag-page'), 'HashtagPage'),
          },
          {
            path: 'creator-hub/my-goals',
            lazy: page(() => import('@/features/goals/components/my-goals-page'), 'MyGoalsPage'),
          },
          {
            path: 'creator-hub/my-goals/add-goal',
            lazy: page(() => import('@/features/goals/components/add-goal-page'), 'AddGoalPage'),
          },
          {
            path: 'creator-hub/memberships',
            lazy: page(() => import('@/features/memberships/components/my-tiers-page'), 'MyTiersPage'),
          },
          {
            path: 'creator-hub/members',
            lazy: page(() => import('@/features/memberships/components/members-page'), 'MembersPage'),
          },
          {
            path: 'creator-hub/insights',
            lazy: page(() => import('@/features/insights/components/insights-page'), 'InsightsPage'),
          },
          {
            path: 'creator-hub/shop',
            lazy: page(() => import('@/features/shop/components/my-shop-page'), 'MyShopPage'),
          },
          {
            path: 'downloads',
            lazy: page(() => import('@/features/shop/components/library-page'), 'LibraryPage'),
          },
          {
            path: 'commissions',
            lazy: page(() => import('@/features/commissions/components/my-requests-page'), 'MyRequestsPage'),
          },
          {
            path: 'creator-hub/commissions',
            lazy: page(() => import('@/features/commissions/components/commissions-page'), 'CommissionsPage'),
          },
          {
            path: 'creator-hub/promo-codes',
            lazy: page(() => import('@/features/promotions/components/promo-codes-page'), 'PromoCodesPage'),
          },
          {
            path: 'creator-hub/leaks',
            lazy: page(() => import('@/features/leaks/components/leak-lookup-page'), 'LeakLookupPage'),
          },
          {
            path: 'creator-hub/community',
            lazy: page(() => import('@/features/community/components/community-page'), 'CommunityPage'),
          },
          {
            path: 'creator-hub/bloc',
            lazy: page(() => import('@/features/bloc-editor/components/bloc-editor-page'), 'BlocEditorPage'),
          },
          {
            path: 'creator-hub/snap',
            lazy: page(
              () => import('@/features/content/components/snap-dashboard-page'),
              'SnapDashboardPage',
            ),
          },
          {
            path: 'settings/profile',
            lazy: page(
              () => import('@/features/profile-settings/components/profile-settings-page'),
              'ProfileSettingsPage',
            ),
          },
          {
            path: 'settings/security',
            lazy: page(() => import('@/features/two-factor/components/security-page'), 'SecurityPage'),
          },
          {
            path: 'settings/password',
            lazy: page(() => import('@/features/auth/components/change-password-page'), 'ChangePasswordPage'),
          },
          {
            path: 'notifications',
            lazy: page(
              () => import('@/features/notifications/components/notifications-page'),
              'NotificationsPage',
            ),
          },
          {
            path: 'settings/notifications',
            lazy: page(
              () => import('@/features/notifications/components/notification-preferences'),
              'NotificationSettingsPage',
            ),
          },
          {
            path: 'settings/sessions',
            lazy: page(() => import('@/features/sessions/components/sessions-page'), 'SessionsPage'),
          },
          {
            path: 'settings/data',
            lazy: page(
              () => import('@/features/account-data/components/account-data-page'),
              'AccountDataPage',
            ),
          },
          {
            path: 'settings/verification',
            lazy: page(
              () => import('@/features/verification/components/identity-verification-page'),
              'IdentityVerificationPage',
            ),
          },
          {
            path: 'settings/tax',
            lazy: page(() => import('@/features/tax/components/tax-details-page'), 'TaxDetailsPage'),
          },
          {
            path: 'settings/delete-account',
            lazy: page(
              () => import('@/features/account-deletion/components/delete-account-page'),
              'DeleteAccountPage',
            ),
          },
          { path: 'settings/webhooks', lazy: inTaskOfItsOwn(loadWebhooksSettingsPage) },
          {
            path: 'settings/overlay',
            lazy: page(
              () => import('@/features/overlay/components/overlay-settings-page'),
              'OverlaySettingsPage',
            ),
          },
          {
            path: 'settings/stream-kit',
            lazy: page(() => import('@/features/overlay/components/stream-kit-page'), 'StreamKitPage'),
          },
          {
            path: 'settings/message-filter',
            lazy: page(
              () => import('@/features/overlay/components/message-filter-page'),
              'MessageFilterPage',
            ),
          },
          {
            path: 'settings/embeds',
            lazy: page(
              () => import('@/features/embeds/components/embeds-settings-page'),
              'EmbedsSettingsPage',
            ),
          },
          {
            // a creator's moderation queue, for the moderators they named (issue #65)
            path: 'stream/:pageUrl/moderation',
            lazy: page(() => import('@/features/overlay/components/moderation-page'), 'ModerationPage'),
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      {
        // the staff's side (decision 0098): a frame of its own, its code loaded only here
        path: 'admin',
        lazy: page(() => import('@/features/admin/components/admin-layout'), 'AdminLayout'),
        children: [
          { index: true, lazy: page(() => import('@/features/admin/components/people-page'), 'PeoplePage') },
          {
            path: 'people/:userId',
            lazy: page(() => import('@/features/admin/components/person-page'), 'PersonPage'),
          },
          { path: 'audit', lazy: page(() => import('@/features/admin/components/audit-page'), 'AuditPage') },
          {
            path: 'refunds',
            lazy: page(() => import('@/features/admin/components/failed-refunds-page'), 'FailedRefundsPage'),
          },
          {
            path: 'refund-requests',
            lazy: page(
              () => import('@/features/admin/components/refund-requests-page'),
              'RefundRequestsPage',
            ),
          },
          {
            path: 'payouts',
            lazy: page(() => import('@/features/admin/components/payouts-page'), 'PayoutsPage'),
          },
          {
            path: 'held-messages',
            lazy: page(() => import('@/features/admin/components/held-messages-page'), 'HeldMessagesPage'),
          },
          {
            path: 'leak-reports',
            lazy: page(() => import('@/features/admin/components/leak-reports-page'), 'LeakReportsPage'),
          },
          {
            path: 'verifications',
            lazy: page(() => import('@/features/admin/components/verifications-page'), 'VerificationsPage'),
          },
          {
            path: 'verifications/:id',
            lazy: page(() => import('@/features/admin/components/verification-page'), 'VerificationPage'),
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
]);

export const createAppRouter = () => createBrowserRouter(routes);
