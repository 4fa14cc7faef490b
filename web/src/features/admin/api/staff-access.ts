import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalls, type StaffMe } from '@pixel/contract';
import { call, isApiError, isCallError } from '@/lib/api-client';

/** Who may open the staff pages, as GET /v1/admin/me answers for this browser. */
export type StaffAccess =
  | { kind: 'staff'; staff: StaffMe }
  | { kind: 'signed-out' }
  /** Staff whose session took no second step (decision 0098). */
  | { kind: 'second-step'; message: string }
  | { kind: 'refused'; message: string };

/**
 * GET /v1/admin/me, its refusals read as answers: a visitor's 401 is the staff sign-in screen here, not the
 * app's Login modal, and a 403 says why in the server's words.
 */
export async function getStaffAccess({ signal }: { signal?: AbortSignal } = {}): Promise<StaffAccess> {
  try {
    const { data } = await call(adminCalls.me, { signal });
    return { kind: 'staff', staff: data };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { kind: 'signed-out' };
    if (isCallError(adminCalls.me, error, 'ForbiddenException')) {
      return error.data?.second_factor_required === true
        ? { kind: 'second-step', message: error.message }
        : { kind: 'refused', message: error.message };
    }
    throw error;
  }
}

export const staffAccessQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => getStaffAccess({ signal }),
    // asked again each time the staff pages open: a sign-in or a role given since changes the answer
    gcTime: 0,
  });

export const useStaffAccess = () => useQuery(staffAccessQueryOptions());
