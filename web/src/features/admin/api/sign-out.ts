import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCalls } from '@pixel/contract';
import { call, isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';

/** POST /v1/auth/logout. */
export const signOut = () => call(authCalls.logout);

/**
 * Signs out to the sign-in page, which brings a staff member back to `returnTo` once signed in again (with
 * a second step, the one thing a sign-in without it lacks).
 */
export function useStaffSignOut(returnTo: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOut = async () => {
    await navigate(`/auth/login?redirect=${encodeURIComponent(returnTo)}`, { replace: true });
    // nothing of this account or the people it looked at may stay in memory at this browser
    queryClient.clear();
  };
  return useMutation({
    mutationFn: signOut,
    onSuccess: signedOut,
    onError: (error) => {
      // the session had already ended: signed out either way
      if (isApiError(error, 'UnauthorizedAccessException')) return signedOut();
      handleApiError(error);
    },
  });
}
