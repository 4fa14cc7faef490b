import type { FastifyInstance } from 'fastify';
import { formatCentavos, siteCalls, siteSchemas, supportEmail } from '@pixel/contract';
import { fieldError, say } from '../../lib/errors.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { HumanCheck } from '../../plugins/human-check.ts';
import type { CaptchaVerifier } from '../../providers/captcha/captcha.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';

export async function siteRoutes(
  app: FastifyInstance,
  options: {
    captcha: CaptchaVerifier;
    paymentProvider: PaymentProvider;
    humanCheck: HumanCheck;
    giftLimits: { minAmount: number; maxAmount: number };
    paymongo: { public_key: string; api_url: string } | null;
  },
) {
  const { captcha, paymentProvider, humanCheck, giftLimits, paymongo } = options;

  registerRoutes(app, siteCalls, siteSchemas, {
    config: async () => ({
      data: {
        captcha: { provider: captcha.provider, site_key: captcha.siteKey },
        // empty when the provider has no account sign-in: the web app then hides 'Continue with e-payment account'
        login_platforms: paymentProvider.accountSignIn ? [paymentProvider.name] : [],
        support_email: supportEmail,
        gift_limits: {
          min_amount: formatCentavos(giftLimits.minAmount),
          max_amount: formatCentavos(giftLimits.maxAmount),
        },
        ...(paymongo && { paymongo }),
      },
    }),

    verifyCaptcha: {
      handler: async (request, reply) => {
        const passed = await captcha.verify({ token: request.body.response_token, ip: request.ip });
        if (!passed) throw fieldError('response_token', say('captchaFailed'));
        humanCheck.grant(reply);
        return { data: { success: true } };
      },
      options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    },
  });
}
