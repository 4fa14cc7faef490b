import { queryOptions, useQuery } from '@tanstack/react-query';
import { userResponse, type User } from '@pixel/contract';
import { api, isApiError } from '@/lib/api-client';

export const userQueryKey = ['user', 'profile'] as const;

/** The signed-in user, or `null` for a visitor: a 401 here is an answer, not an error (no Login modal). */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    const response = await api.get('/v1/user/profile', { schema: userResponse, signal });
    return response.data;
  } catch (error) {
    if (isApiError(error, 'UnauthorizedAccessException')) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser({ signal }) });

export const useUser = () => useQuery(userQueryOptions());

/** The user of a page behind `RequireUser`, which only renders once the user is known. */
export function useSignedInUser(): User {
  const { data } = useUser();
  if (!data) throw new Error('useSignedInUser is used outside RequireUser');
  return data;
}
