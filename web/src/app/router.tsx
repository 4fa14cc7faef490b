import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import { RouteErrorScreen } from '@/components/screens/route-error-screen';
import { ForgotPasswordPage, LoginPage, SignUpPage } from '@/features/auth';
import { BlocTab } from '@/features/bloc';
import { CreatorHomeTab, CreatorPage } from '@/features/creator-page';
import { loadDashboardPage } from '@/features/dashboard';
import { BlocEditorPage } from '@/features/bloc-editor';
import { AddGoalPage, CreatorGoalsTab, MyGoalsPage } from '@/features/goals';
import { HashtagPage } from '@/features/hashtags';
import { PayoutLimitsArticlePage } from '@/features/help';
import { HomePage } from '@/features/home';
import { GoalOverlayPage, MessageFilterPage, OverlayPage, OverlaySettingsPage } from '@/features/overlay';
import { PhotoPostPage, SnapDashboardPage, SnapTab } from '@/features/photo-content';
import { PrivacyNoticePage, TermsPage } from '@/features/legal';
import { ProfileSettingsPage } from '@/features/profile-settings';
import { CreatorQuestionsTab } from '@/features/questions';
import { TransactionHistoryPage } from '@/features/transactions';
import { SupportedPage } from '@/features/supported';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

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
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'legal/terms-and-conditions', element: <TermsPage /> },
          { path: 'legal/privacy-notice', element: <PrivacyNoticePage /> },
          { path: 'help/why-cant-i-withdraw-all-my-pixel-earnings', element: <PayoutLimitsArticlePage /> },
          {
            path: ':pageUrl',
            element: <CreatorPage />,
            // the page menu: Home is the page's own address, every other tab its own (an unknown tab is not
            // found); goals, Q&A, Snaps and Bloc show an empty state until their features arrive
            children: [
              { index: true, element: <CreatorHomeTab /> },
              { path: 'home', element: <Navigate to=".." replace /> },
              { path: 'my-goals', element: <CreatorGoalsTab /> },
              { path: 'question-and-answer', element: <CreatorQuestionsTab /> },
              { path: 'pixel-snap', element: <SnapTab /> },
              { path: 'pixel-snap/image/:id', element: <PhotoPostPage key="image" type="image" /> },
              {
                path: 'pixel-snap/collection/:id',
                element: <PhotoPostPage key="collection" type="image_collection" />,
              },
              { path: 'pixel-bloc', element: <BlocTab /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      // a browser source for streaming software: the overlay alone, on a transparent page
      { path: 'overlay/:token', element: <OverlayPage /> },
      { path: 'overlay/:token/goal/:goalId', element: <GoalOverlayPage /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, lazy: loadDashboardPage },
          { path: 'transactions/history', element: <TransactionHistoryPage /> },
          { path: 'supported', element: <SupportedPage /> },
          { path: 'explore/hashtags/:tag', element: <HashtagPage /> },
          { path: 'creator-hub/my-goals', element: <MyGoalsPage /> },
          { path: 'creator-hub/my-goals/add-goal', element: <AddGoalPage /> },
          { path: 'creator-hub/bloc', element: <BlocEditorPage /> },
          { path: 'creator-hub/snap', element: <SnapDashboardPage /> },
          { path: 'settings/profile', element: <ProfileSettingsPage /> },
          { path: 'settings/overlay', element: <OverlaySettingsPage /> },
          { path: 'settings/message-filter', element: <MessageFilterPage /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
]);

export const createAppRouter = () => createBrowserRouter(routes);
