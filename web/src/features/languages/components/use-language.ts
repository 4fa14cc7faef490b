import { useCallback } from 'react';
import { useTranslation } from '@/lib/translation';
import type { Language } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { rememberLanguage, showLanguage } from '@/lib/i18n';
import { useSetAccountLanguage } from '../api/set-account-language';

/** The language shown, and a way to change it: in this browser, and on the account when signed in. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { data: user } = useUser();
  const saveOnAccount = useSetAccountLanguage();
  const { mutate } = saveOnAccount;
  const language: Language = i18n.language === 'fil' ? 'fil' : 'en';
  const change = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      await showLanguage(next);
      if (user && user.language !== next) mutate(next);
    },
    [user, mutate],
  );
  return { language, change, saving: saveOnAccount.isPending };
}
