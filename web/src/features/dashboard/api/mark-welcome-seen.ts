import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { userResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/features/auth';

export const markWelcomeSeen = () => api.post<typeof userResponse>('/v1/user/welcome/seen');

/** Records on the server that the Welcome modal was shown, so no other browser shows it again. */
export function useMarkWelcomeSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomeSeen,
    onSuccess: (response) => queryClient.setQueryData(userQueryKey, response.data),
  });
}
