import { lateFetch } from '../../lib/first-use.ts';

export interface CaptchaVerifier {
  readonly provider: 'off' | 'turnstile';
  readonly siteKey: string | null;
  verify(input: { token: string; ip: string }): Promise<boolean>;
}

/** No human check: every token passes. The default, so a fresh machine runs without an account. */
export const captchaOff: CaptchaVerifier = {
  provider: 'off',
  siteKey: null,
  verify: async () => true,
};

/** Cloudflare Turnstile: the server confirms each token once with the secret key. */
export function createTurnstile(options: {
  siteKey: string;
  secretKey: string;
  /** Cloudflare's siteverify address (configurable so a test can stand in for it). */
  verifyUrl?: string;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  const verifyUrl = options.verifyUrl ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
  const doFetch = options.fetch ?? lateFetch;
  return {
    provider: 'turnstile',
    siteKey: options.siteKey,
    async verify({ token, ip }) {
      const body = new URLSearchParams({ secret: options.secretKey, response: token, remoteip: ip });
      try {
        const response = await doFetch(verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        // an unreachable verifier must not let bots through
        return false;
      }
    },
  };
}
