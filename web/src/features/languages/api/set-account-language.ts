import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, userResponse } from '@pixel/contract';
import { userQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';

export const setAccountLanguage = (language: Language) =>
  api.put<typeof userResponse>('/v1/user/language', { body: { language } });

/** Keeps the language on the account: its mails, SMS and every browser it signs in on follow it. */
export function useSetAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountLanguage,
    onSuccess: (response) => queryClient.setQueryData(userQueryKey, response.data),
  });
}
