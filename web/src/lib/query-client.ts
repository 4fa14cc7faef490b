import { MutationCache, QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { handleApiError } from './api-errors';
import { openModal } from './modals';

/** Lists and most reads stay fresh and cached for 5 minutes (spec §9). */
export const listCacheTime = 300_000;

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
  }
}

/**
 * Whether a failed read is asked again: a request that never reached the server (mobile data dropping for a
 * moment) up to three times, a server error once, a 4xx answer never, as asking again will not change it.
 * TanStack Query waits longer before each try, and holds them while the browser is offline.
 */
export function retryRead(failureCount: number, error: Error): boolean {
  if (!(error instanceof ApiError)) return failureCount < 1;
  if (error.exception === 'NetworkException') return failureCount < 3;
  return failureCount < 1 && !(error.status >= 400 && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A failed read is drawn where it is needed (an error screen with Try Again), except an expired session,
    // which asks to log in, but not on the log-in and sign-up pages, which are that already (a read of the
    // page just left, answered after signing out, would cover their buttons). A query that expects a 401
    // (the profile of a visitor) resolves it itself.
    queryCache: new QueryCache({
      onError: (error) => {
        if (!(error instanceof ApiError) || error.exception !== 'UnauthorizedAccessException') return;
        if (!window.location.pathname.startsWith('/auth/')) openModal('login');
      },
    }),
    // A failed action goes to the shared handler unless the mutation handles its own errors (forms do, to
    // mark their fields).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) handleApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: listCacheTime,
        gcTime: listCacheTime,
        refetchOnWindowFocus: false,
        retry: retryRead,
      },
      mutations: { retry: false },
    },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any API function
type ApiFn = (...args: any[]) => Promise<unknown>;

/** The options a caller may add to a feature's mutation hook (bulletproof-react's pattern). */
export type MutationConfig<F extends ApiFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>,
  'mutationFn'
>;
