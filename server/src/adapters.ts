import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import { installationSecret } from './lib/installation-secrets.ts';
import { type CaptchaVerifier, captchaOff, createTurnstile } from './providers/captcha/captcha.ts';
import { type Mailer, createOutboxMailer, createSmtpMailer } from './providers/mail/mailer.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import { createPaymongoProvider } from './providers/payments/paymongo/paymongo-provider.ts';
import {
  createSandboxProvider,
  type SandboxProvider,
} from './providers/payments/sandbox/sandbox-provider.ts';
import { createXenditPayouts } from './providers/payments/xendit/xendit-payouts.ts';
import { createOutboxSms, createSemaphoreSms, type SmsSender } from './providers/sms/sms.ts';
import { createLocalStorage, type Storage } from './providers/storage/storage.ts';

/** Adapters a caller (a test) puts in place of the ones the configuration chooses. */
export interface AdapterOverrides {
  /** Delivers the queued mail (instead of the outbox or SMTP). */
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  paymentProvider?: PaymentProvider;
  /** Delivers the queued SMS (instead of the outbox or Semaphore). */
  sms?: SmsSender;
}

/**
 * Where media live: files under DATA_DIR on one machine, or an S3-compatible bucket (the AWS SDK loads
 * only then, decision 0077).
 */
export async function chooseStorage(config: Config): Promise<Storage> {
  return config.storage.driver === 's3'
    ? (await import('./providers/storage/s3-storage.ts')).createS3Storage(config.storage.s3)
    : // paid originals and unclaimed uploads sit beside the public media, never under it
      createLocalStorage({
        root: path.join(config.dataDir, 'media'),
        privateRoot: path.join(config.dataDir, 'private-media'),
      });
}

/**
 * The outside world the app talks to, as the configuration chooses it: what delivers mail and SMS (they
 * leave through the job queue; these deliver its jobs), the captcha, and the payment provider. The
 * sandbox provider is made whenever it is enabled, as its pages are served beside a real provider too.
 */
export async function chooseAdapters(
  config: Config,
  db: Db,
  overrides: AdapterOverrides = {},
  now: () => Date = () => new Date(),
): Promise<{
  mailDelivery: Mailer;
  smsDelivery: SmsSender;
  captcha: CaptchaVerifier;
  paymentProvider: PaymentProvider;
  sandbox: SandboxProvider;
}> {
  const sandbox = createSandboxProvider({
    db,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    // never a constant anyone could read: a signed "paid" webhook would settle a gift nobody paid
    webhookSecret:
      config.payments.sandboxWebhookSecret ??
      (config.sandboxEnabled ? await installationSecret(db, 'sandbox-webhooks') : randomUUID()),
    checkoutDelayMs: config.payments.sandboxCheckoutDelayMs,
    now,
  });
  return {
    mailDelivery:
      overrides.mailer ??
      (config.mail.driver === 'smtp'
        ? createSmtpMailer({ url: config.mail.smtpUrl!, from: config.mail.from })
        : createOutboxMailer(db)),
    smsDelivery:
      overrides.sms ??
      (config.sms.provider === 'semaphore'
        ? createSemaphoreSms({
            apiKey: config.sms.semaphoreApiKey!,
            senderName: config.sms.semaphoreSenderName,
            apiUrl: config.sms.semaphoreApiUrl,
          })
        : createOutboxSms(db)),
    captcha:
      overrides.captcha ??
      (config.captcha.provider === 'turnstile'
        ? createTurnstile({
            siteKey: config.captcha.siteKey!,
            secretKey: config.captcha.secretKey!,
            verifyUrl: config.captcha.verifyUrl,
          })
        : captchaOff),
    paymentProvider:
      overrides.paymentProvider ??
      (config.payments.provider === 'paymongo'
        ? createPaymongoProvider({
            secretKey: config.payments.paymongo.secretKey!,
            webhookSecret: config.payments.paymongo.webhookSecret!,
            apiUrl: config.payments.paymongo.apiUrl,
            paymentMethods: config.payments.paymongo.paymentMethods,
            ...(config.payments.paymongo.subscriptions && {
              subscriptions: {
                // our page where the payer completes a subscription's first invoice (decision 0127)
                payPage: ({ paymentIntentId, clientKey, reference }) => {
                  const url = new URL(`/memberships/pay/${paymentIntentId}`, config.publicUrl);
                  url.searchParams.set('client_key', clientKey);
                  url.searchParams.set('reference', reference);
                  return url.toString();
                },
              },
            }),
            ...(config.payments.xendit && { payouts: createXenditPayouts(config.payments.xendit) }),
          })
        : sandbox),
    sandbox,
  };
}
