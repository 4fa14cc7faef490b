import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/screens/full-screen-loader';
import { SomethingWentWrongScreen } from '@/components/screens/something-went-wrong-screen';
import { currentPath } from '@/lib/redirect';
import { useUser } from '../api/get-user';

/** Renders its children for a signed-in user; a visitor goes to the login page, and comes back after. */
export function RequireUser({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useUser();

  if (user.isPending) return <FullScreenLoader />;
  if (user.isError) return <SomethingWentWrongScreen onRetry={() => void user.refetch()} />;
  if (!user.data) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(currentPath(location))}`} replace />;
  }
  return children;
}
