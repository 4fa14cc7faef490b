import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls, type User } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const userQueryKey = ['user', 'profile'] as const;

/**
 * The signed-in user, or `null` for a visitor. Asked of /v1/auth/session, which answers a visitor with null
 * rather than a 401, so a signed-out visit leaves no failed request in the browser's console.
 */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  const response = await call(authCalls.session, { signal });
  return response.data;
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
