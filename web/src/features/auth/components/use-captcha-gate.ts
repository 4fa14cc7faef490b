import { useEffect } from 'react';
import { openModal } from '@/lib/modals';
import { useSiteConfig } from '../api/get-site-config';
import { isHumanVerified } from '../lib/human-check';

/** On the sign-in pages: asks for the captcha once per tab when the site has one (provider 'turnstile'). */
export function useCaptchaGate() {
  const { data } = useSiteConfig();
  const provider = data?.captcha.provider;
  const siteKey = data?.captcha.site_key;

  useEffect(() => {
    if (provider !== 'turnstile' || !siteKey || isHumanVerified()) return;
    openModal(
      'captcha',
      { siteKey },
      { closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false },
    );
  }, [provider, siteKey]);
}
