import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls, type Language } from '@pixel/contract';
import { userQueryKey } from '@/features/auth';
import { call } from '@/lib/api-client';

export const setAccountLanguage = (language: Language) => call(authCalls.setLanguage, { body: { language } });

/** Keeps the language on the account: its mails, SMS and every browser it signs in on follow it. */
export function useSetAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountLanguage,
    onSuccess: (response) => queryClient.setQueryData(userQueryKey, response.data),
  });
}
