import { useEffect } from 'react';
import { useUser } from '@/features/auth';
import { currentLanguage, rememberLanguage, showLanguage } from '@/lib/i18n';

/**
 * Follows the account: once the signed-in user is known, the app shows the language they chose on any
 * browser, and this browser keeps it for when they sign out.
 */
export function LanguageSync() {
  const { data: user } = useUser();
  const chosen = user?.language;
  useEffect(() => {
    if (!chosen || chosen === currentLanguage()) return;
    rememberLanguage(chosen);
    void showLanguage(chosen);
  }, [chosen]);
  return null;
}
