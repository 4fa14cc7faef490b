import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const pesos = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in pesos like 20 or 20.50')
  .transform((value) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  });
const basisPoints = z.coerce.number().int().min(0).max(10_000);

const env = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: booleanFlag.optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  REDIS_URL: z.url().optional(),
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  MAIL_FROM: z.string().min(3).default('PIXEL <no-reply@pixel.ph>'),
  SMTP_URL: z.url().optional(),
  CAPTCHA_PROVIDER: z.enum(['off', 'turnstile']).default('off'),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  SANDBOX_ENABLED: booleanFlag.optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paymongo']).default('sandbox'),
  PAYMONGO_SECRET_KEY: z.string().startsWith('sk_', 'must be a PayMongo secret key (sk_…)').optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  XENDIT_SECRET_KEY: z.string().startsWith('xnd_', 'must be a Xendit secret key (xnd_…)').optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  XENDIT_DIRECT_CHANNEL: z
    .string()
    .regex(/^PH_[A-Z0-9_]+$/, 'must be a Xendit PH channel code like PH_GCASH')
    .default('PH_GCASH'),
  SMS_PROVIDER: z.enum(['outbox', 'semaphore']).default('outbox'),
  SEMAPHORE_API_KEY: z.string().min(8).optional(),
  SEMAPHORE_SENDER_NAME: z.string().min(1).max(11).optional(),
  GIFT_MIN_AMOUNT: pesos.default(20_00),
  GIFT_MAX_AMOUNT: pesos.default(100_000_00),
  GIFT_FEE_BPS: basisPoints.default(0),
  GOAL_GIFT_FEE_BPS: basisPoints.default(0),
  PURCHASE_FEE_BPS: basisPoints.default(0),
  MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(1200),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start with one line naming the variable. */
export function parseConfig(source: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = env.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.APP_ENV === 'production';
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production');
  }
  if (e.MAIL_DRIVER === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration: SMTP_URL is required when MAIL_DRIVER is smtp');
  }
  if (e.CAPTCHA_PROVIDER === 'turnstile' && (!e.TURNSTILE_SITE_KEY || !e.TURNSTILE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are required when CAPTCHA_PROVIDER is turnstile',
    );
  }
  if (e.PAYMENT_PROVIDER === 'paymongo' && (!e.PAYMONGO_SECRET_KEY || !e.PAYMONGO_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET are required when PAYMENT_PROVIDER is paymongo',
    );
  }
  if (Boolean(e.XENDIT_SECRET_KEY) !== Boolean(e.XENDIT_CALLBACK_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration: XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are set together (payouts through Xendit)',
    );
  }
  if (e.SMS_PROVIDER === 'semaphore' && !e.SEMAPHORE_API_KEY) {
    throw new ConfigError(
      'Invalid configuration: SEMAPHORE_API_KEY is required when SMS_PROVIDER is semaphore',
    );
  }
  const sandboxEnabled = e.SANDBOX_ENABLED ?? !production;
  if (production && sandboxEnabled && !e.SANDBOX_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: SANDBOX_WEBHOOK_SECRET is required when the sandbox runs in production',
    );
  }
  if (e.PAYMENT_PROVIDER === 'sandbox' && !sandboxEnabled) {
    throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER is sandbox but SANDBOX_ENABLED is off');
  }
  if (e.GIFT_MIN_AMOUNT < 1 || e.GIFT_MIN_AMOUNT > e.GIFT_MAX_AMOUNT) {
    throw new ConfigError(
      'Invalid configuration: GIFT_MIN_AMOUNT must be above zero and not above GIFT_MAX_AMOUNT',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const sessionSecret = e.SESSION_SECRET ?? 'pixel-development-session-secret-not-for-production';
  return {
    env: e.APP_ENV,
    isProduction: production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    seedDemo: e.SEED_DEMO ?? e.APP_ENV === 'development',
    // outside production a fixed secret keeps development sessions alive across restarts
    sessionSecret,
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    redisUrl: e.REDIS_URL,
    mail: { driver: e.MAIL_DRIVER, from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.TURNSTILE_SITE_KEY ?? null,
      secretKey: e.TURNSTILE_SECRET_KEY ?? null,
    },
    sandboxEnabled,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? 'sandbox-secret',
      paymongo: {
        secretKey: e.PAYMONGO_SECRET_KEY ?? null,
        webhookSecret: e.PAYMONGO_WEBHOOK_SECRET ?? null,
      },
      fees: { gift: e.GIFT_FEE_BPS, goal_gift: e.GOAL_GIFT_FEE_BPS, purchase: e.PURCHASE_FEE_BPS },
      // payouts with PayMongo go through Xendit when it is configured
      xendit: e.XENDIT_SECRET_KEY
        ? {
            secretKey: e.XENDIT_SECRET_KEY,
            callbackToken: e.XENDIT_CALLBACK_TOKEN!,
            directChannel: e.XENDIT_DIRECT_CHANNEL,
          }
        : null,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      semaphoreApiKey: e.SEMAPHORE_API_KEY ?? null,
      semaphoreSenderName: e.SEMAPHORE_SENDER_NAME ?? null,
    },
    gifts: { minAmount: e.GIFT_MIN_AMOUNT, maxAmount: e.GIFT_MAX_AMOUNT },
    media: {
      // signs the short-lived addresses of paid photos; without its own, a key derived from the session
      // secret, so a leaked media key cannot forge sessions and the other way round
      signingSecret:
        e.MEDIA_SIGNING_SECRET ??
        createHmac('sha256', sessionSecret).update('pixel-media-urls').digest('hex'),
      urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    },
    devRoutes: !production,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
  };
}
