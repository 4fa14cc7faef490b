import type { Config } from '../../config/config.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { HumanCheck } from '../../plugins/human-check.ts';
import type { CaptchaVerifier } from '../../providers/captcha/captcha.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { siteRoutes } from './site.routes.ts';

/** What the browser needs to pay PayMongo itself, only while subscriptions are on (decision 0127). */
const paymongoInBrowser = ({ provider, paymongo }: Config['payments']) =>
  provider === 'paymongo' && paymongo.subscriptions && paymongo.publicKey
    ? { public_key: paymongo.publicKey, api_url: new URL(paymongo.apiUrl).origin }
    : null;

/** What the web app asks of the site as a whole: its settings, the captcha, the payment methods. */
export function siteModule(deps: {
  config: Pick<Config, 'gifts' | 'payments'>;
  captcha: CaptchaVerifier;
  paymentProvider: PaymentProvider;
  humanCheck: HumanCheck;
}) {
  return {
    routes: async (app) =>
      app.register(siteRoutes, {
        captcha: deps.captcha,
        paymentProvider: deps.paymentProvider,
        humanCheck: deps.humanCheck,
        giftLimits: deps.config.gifts,
        paymongo: paymongoInBrowser(deps.config.payments),
      }),
  } satisfies FeatureModule;
}
