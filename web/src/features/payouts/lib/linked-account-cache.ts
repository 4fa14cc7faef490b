import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@pixel/contract';
import { userQueryKey } from '@/features/auth';

/** The signed-in user now has this linked account: every screen that shows it (or its absence) updates. */
export const setLinkedAccount = (queryClient: QueryClient, account: NonNullable<User['linked_account']>) =>
  queryClient.setQueryData<User | null>(userQueryKey, (user) =>
    user ? { ...user, linked_account: account } : user,
  );
