import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { loadTurnstile } from '../lib/turnstile';
import { useTranslation } from '../texts';

/**
 * The captcha a log-in carries while its account has had many wrong passwords (decision 0122): each
 * token is good for one try, so the form mounts a fresh widget (a new `key`) for every try.
 */
export function LoginCaptcha({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, { sitekey: siteKey, callback: onToken });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, onToken]);

  return <Box ref={container} mih={65} role="group" aria-label={t('auth.captcha.title')} />;
}
