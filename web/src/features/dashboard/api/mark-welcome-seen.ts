import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { userQueryKey } from '@/features/auth';

export const markWelcomeSeen = () => call(authCalls.welcomeSeen);

/** Records on the server that the Welcome modal was shown, so no other browser shows it again. */
export function useMarkWelcomeSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomeSeen,
    onSuccess: (response) => queryClient.setQueryData(userQueryKey, response.data),
  });
}
