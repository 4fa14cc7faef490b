import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { VelocityLimitKey } from '@pixel/contract';
import { SERVER_ROOT } from '../lib/server-root.ts';
import { discordStandInCredentials } from '../providers/discord/discord-stand-in-credentials.ts';
import { telegramStandInCredentials } from '../providers/telegram/telegram-stand-in-credentials.ts';

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
/** The most proxies `TRUST_PROXY` may count in front of the server. */
const MAX_TRUSTED_PROXY_HOPS = 5;

/** 32 random bytes in base64, as `openssl rand -base64 32` writes them. */
const KEY_MESSAGE = 'must be 32 bytes in base64 (make one with: openssl rand -base64 32)';
const isKey = (value: string) => {
  const key = Buffer.from(value, 'base64');
  return key.length === 32 && key.toString('base64') === value;
};
const encryptionKey = z
  .string()
  .trim()
  .refine(isKey, KEY_MESSAGE)
  .transform((value) => Buffer.from(value, 'base64'));

/** `10.1.2.3`, `10.0.0.0/8`, `fd00::/8`: an address, or a range with a prefix its family allows. */
function isAddressOrRange(part: string) {
  const [address = '', prefix, ...rest] = part.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Whether the ranges together hold every IPv4 or every IPv6 address (0.0.0.0/0, or halves of it). */
function coversEveryAddress(list: string[]) {
  return ([4, 6] as const).some((family) => {
    const bits = family === 4 ? 32 : 128;
    const ranges = list
      .map((part) => part.split('/') as [string, string?])
      .filter(([address]) => isIP(address) === family)
      .map(([address, prefix]) => {
        const start = addressValue(address, family);
        const size = 1n << BigInt(bits - Number(prefix ?? bits));
        return [start - (start % size), start - (start % size) + size] as const;
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    let covered = 0n;
    for (const [start, end] of ranges) {
      if (start > covered) return false;
      if (end > covered) covered = end;
    }
    return covered === 1n << BigInt(bits);
  });
}

function addressValue(address: string, family: 4 | 6): bigint {
  if (family === 4) return address.split('.').reduce((value, octet) => (value << 8n) + BigInt(octet), 0n);
  // `::` stands for as many zero groups as are missing; a trailing IPv4 part is two groups
  let groups: number[][] = address.split('::').map((side) =>
    side
      ? side.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const v4: number = Number(addressValue(group, 4));
          return [v4 >>> 16, v4 & 0xffff];
        })
      : [],
  );
  if (groups.length === 2) {
    const [head = [], tail = []] = groups;
    groups = [[...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail]];
  }
  return groups[0]!.reduce((value, group) => (value << 16n) + BigInt(group), 0n);
}

// made when the environment is read, once: kept, its few hundred schemas would stay in every process for
// nothing
const envSchema = () =>
  z.object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    // unset: the server package's data/, whichever folder a command runs in (`npm start` runs in server/,
    // `npm run staff` in the repository's root), so every command finds the same database (decision 0124)
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .url()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // connections beside the pool that carry the prepared statements outside transactions, pipelined
    // (decision 0118); 0 sends them through the pool
    DATABASE_PIPELINED_CONNECTIONS: z.coerce.number().int().min(0).max(16).default(2),
    // how long a stopping instance keeps serving while /v1/ready tells the load balancer to send no more
    SHUTDOWN_DRAIN_SECONDS: z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of seconds, like 10')
      .transform(Number)
      .pipe(z.number().max(120, 'must be at most 120'))
      .optional(),
    PUBLIC_URL: z.url().optional(),
    SEED_DEMO: booleanFlag.optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    REDIS_URL: z.url().optional(),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
    MAIL_FROM: z.string().min(3).default('PIXEL <no-reply@pixel.ph>'),
    SMTP_URL: z.url().optional(),
    CAPTCHA_PROVIDER: z.enum(['off', 'turnstile']).default('off'),
    TURNSTILE_SITE_KEY: z.string().min(1).optional(),
    TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    SANDBOX_ENABLED: booleanFlag.optional(),
    SANDBOX_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    // how long the sandbox takes to create a checkout, as a real provider does (a call to PayMongo is given up
    // after 15 s, so no real checkout takes longer)
    SANDBOX_CHECKOUT_DELAY_MS: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds, like 1500')
      .transform(Number)
      .pipe(z.number().max(15_000, 'must be at most 15000 (15 s)'))
      .default(0),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'paymongo']).default('sandbox'),
    PAYMONGO_SECRET_KEY: z.string().startsWith('sk_', 'must be a PayMongo secret key (sk_…)').optional(),
    PAYMONGO_WEBHOOK_SECRET: z.string().min(8).optional(),
    PAYMONGO_API_URL: z.url().default('https://api.paymongo.com'),
    // auto-renewal through PayMongo's Subscriptions API, which PayMongo enables per account (decision 0127)
    PAYMONGO_SUBSCRIPTIONS: z.enum(['on', 'off']).default('off'),
    // the key the browser creates a card or Maya payment method with, so the server never sees a card
    // (decision 0127); public by design, sent to the web app only while subscriptions are on
    PAYMONGO_PUBLIC_KEY: z.string().startsWith('pk_', 'must be a PayMongo public key (pk_…)').optional(),
    // what a checkout offers; each must be enabled on the PayMongo account (QR Ph needs activation)
    PAYMONGO_PAYMENT_METHODS: z
      .string()
      .transform((value) => [...new Set(value.split(',').map((method) => method.trim()))])
      .pipe(
        z
          .array(
            z.string().regex(/^[a-z][a-z_]{1,30}$/, 'must be PayMongo method names like gcash,paymaya,card'),
          )
          .min(1),
      )
      .default(['gcash', 'paymaya', 'card']),
    XENDIT_SECRET_KEY: z.string().startsWith('xnd_', 'must be a Xendit secret key (xnd_…)').optional(),
    XENDIT_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    XENDIT_API_URL: z.url().default('https://api.xendit.co'),
    XENDIT_DIRECT_CHANNEL: z
      .string()
      .regex(/^PH_[A-Z0-9_]+$/, 'must be a Xendit PH channel code like PH_GCASH')
      .default('PH_GCASH'),
    SMS_PROVIDER: z.enum(['outbox', 'semaphore']).default('outbox'),
    SEMAPHORE_API_KEY: z.string().min(8).optional(),
    SEMAPHORE_SENDER_NAME: z.string().min(1).max(11).optional(),
    SEMAPHORE_API_URL: z.url().default('https://api.semaphore.co'),
    // Discord for members (decision 0160): PIXEL's Discord application and its bot, set together; without
    // them development and tests use the stand-in, and production has no Discord
    DISCORD_CLIENT_ID: z
      .string()
      .regex(/^\d{1,20}$/, "must be the Discord application's id")
      .optional(),
    DISCORD_CLIENT_SECRET: z.string().min(8).optional(),
    DISCORD_BOT_TOKEN: z.string().min(20).optional(),
    DISCORD_API_URL: z.url().optional(),
    // Telegram for members (decision 0160): PIXEL's bot and the secret Telegram sends back with its updates
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, "must be a bot's token from BotFather, like 123456:AAE…")
      .optional(),
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .regex(/^[\w-]{16,256}$/, 'must be 16 to 256 letters, digits, _ or -')
      .optional(),
    TELEGRAM_API_URL: z.url().optional(),
    GIFT_MIN_AMOUNT: pesos.default(20_00),
    GIFT_MAX_AMOUNT: pesos.default(100_000_00),
    GIFT_FEE_BPS: basisPoints.default(0),
    GOAL_GIFT_FEE_BPS: basisPoints.default(0),
    PURCHASE_FEE_BPS: basisPoints.default(0),
    MEMBERSHIP_FEE_BPS: basisPoints.default(0),
    // the part of the platform's fee on a referred user's payments that goes to their referrer
    REFERRAL_FEE_SHARE_BPS: basisPoints.default(2_000),
    MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(1200),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        if (['false', '0', 'no', 'off'].includes(value)) return false as const;
        if (/^\d{1,2}$/.test(value)) {
          // a request passes a load balancer, a CDN and perhaps an ingress: a longer chain is a mistake, and
          // each hop counted that is not there lets a client's own X-Forwarded-For entry be believed
          if (Number(value) <= MAX_TRUSTED_PROXY_HOPS) return Number(value);
          ctx.addIssue({
            code: 'custom',
            message: `counts ${value} proxies in front, more than any real chain (at most ${MAX_TRUSTED_PROXY_HOPS}): count only the proxies a request passes, or name their addresses`,
          });
          return z.NEVER;
        }
        const list = value.split(',').map((part) => part.trim());
        // addresses or CIDR ranges of the proxies in front (IPv4 or IPv6)
        if (!list.every(isAddressOrRange)) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be the number of proxies in front (1 behind one load balancer) or their addresses (10.0.0.0/8,10.1.2.3); "true" would let any client choose its address',
          });
          return z.NEVER;
        }
        if (coversEveryAddress(list)) {
          ctx.addIssue({
            code: 'custom',
            message: `names every address (${value}), which would let any client choose its address: name only the proxies in front, or give their number`,
          });
          return z.NEVER;
        }
        return list;
      })
      .default(false),
    // velocity limits (decision 0108): the defaults for everyone; staff set one person's on their page
    VELOCITY_CHECKOUTS_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(20),
    VELOCITY_NEW_ACCOUNT_GIFTS_FIRST_DAY: z.coerce.number().int().min(0).max(10_000).default(10),
    VELOCITY_PAYOUTS_PER_DAY: z.coerce.number().int().min(0).max(1_000).default(3),
    VELOCITY_NEW_CREATOR_PAYOUT_CEILING: pesos.default(20_000_00),
    RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    WEB_DIST_DIR: z.string().min(1).optional(),
    WEBHOOKS_ALLOW_LOCAL: booleanFlag.optional(),
    // wraps the keys of identity documents (decision 0106); the previous ones only open what they wrapped
    // until `npm run kyc:rewrap` has moved it to the current key
    KYC_ENCRYPTION_KEY: encryptionKey.optional(),
    KYC_PREVIOUS_ENCRYPTION_KEYS: z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(z.array(z.string().refine(isKey, `each ${KEY_MESSAGE}, separated by commas`)))
      .transform((values) => values.map((value) => Buffer.from(value, 'base64')))
      .optional(),
    // web push (decision 0112): the VAPID pair as `npx web-push generate-vapid-keys` prints it (base64url);
    // without them the installation makes its own and keeps it in the database
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
      .optional(),
    // who push services write to about this sender: a mailto: or https: address
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
      .optional(),
  });

export type Config = ReturnType<typeof parseConfig>;

/**
 * Production runs on parts that survive a restart and reach real people: refused are the embedded
 * database, the mail and SMS outboxes and the sandbox payment provider, each with what to set instead.
 */
/**
 * PIXEL's Discord application (decision 0160): the one set, Discord's own address unless told; with none
 * set, development and tests use the stand-in the development routes serve; production has no Discord.
 */
function discordSettingsOf(e: z.infer<ReturnType<typeof envSchema>>, publicUrl: string) {
  const set = [e.DISCORD_CLIENT_ID, e.DISCORD_CLIENT_SECRET, e.DISCORD_BOT_TOKEN].filter(Boolean).length;
  if (set !== 0 && set !== 3) {
    throw new ConfigError(
      'Invalid configuration: DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_BOT_TOKEN are set together',
    );
  }
  if (set === 3) {
    return {
      apiUrl: e.DISCORD_API_URL ?? 'https://discord.com/api/v10',
      clientId: e.DISCORD_CLIENT_ID!,
      clientSecret: e.DISCORD_CLIENT_SECRET!,
      botToken: e.DISCORD_BOT_TOKEN!,
      standIn: false,
    };
  }
  if (e.APP_ENV === 'production') return null;
  return {
    apiUrl: e.DISCORD_API_URL ?? `${publicUrl}/dev/discord/api/v10`,
    ...discordStandInCredentials,
    standIn: true,
  };
}

/**
 * PIXEL's Telegram bot (decision 0160): its token and webhook secret, set together, at Telegram's own
 * address unless told; with none set, development and tests use the stand-in; production has no Telegram.
 */
function telegramSettingsOf(e: z.infer<ReturnType<typeof envSchema>>, publicUrl: string) {
  if (Boolean(e.TELEGRAM_BOT_TOKEN) !== Boolean(e.TELEGRAM_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are set together',
    );
  }
  if (e.TELEGRAM_BOT_TOKEN) {
    return {
      apiUrl: e.TELEGRAM_API_URL ?? 'https://api.telegram.org',
      botToken: e.TELEGRAM_BOT_TOKEN,
      webhookSecret: e.TELEGRAM_WEBHOOK_SECRET!,
      standIn: false,
    };
  }
  if (e.APP_ENV === 'production') return null;
  return {
    apiUrl: e.TELEGRAM_API_URL ?? `${publicUrl}/dev/telegram`,
    ...telegramStandInCredentials,
    standIn: true,
  };
}

function refuseDevelopmentParts(e: z.infer<ReturnType<typeof envSchema>>, sandboxEnabled: boolean) {
  const refusals: [boolean, string][] = [
    [
      e.WEBHOOKS_ALLOW_LOCAL === true,
      "WEBHOOKS_ALLOW_LOCAL lets creators' webhooks reach this machine and its network: leave it off in production",
    ],
    [!e.SESSION_SECRET, 'SESSION_SECRET is required in production'],
    [
      !e.KYC_ENCRYPTION_KEY,
      'KYC_ENCRYPTION_KEY is required in production (32 random bytes in base64: openssl rand -base64 32), kept apart from the database and its backups',
    ],
    [
      e.SEED_DEMO === true,
      'SEED_DEMO makes demo accounts whose password is published: leave it off in production',
    ],
    [
      !e.DATABASE_URL,
      'DATABASE_URL is required in production (postgres://…): the embedded database is for development on one machine',
    ],
    [
      e.MAIL_DRIVER === 'outbox',
      'MAIL_DRIVER=outbox stores mail instead of sending it: set MAIL_DRIVER=smtp and SMTP_URL in production',
    ],
    [
      e.SMS_PROVIDER === 'outbox',
      'SMS_PROVIDER=outbox stores SMS instead of sending them: set SMS_PROVIDER=semaphore and SEMAPHORE_API_KEY in production',
    ],
    [
      e.PAYMENT_PROVIDER === 'sandbox' || sandboxEnabled,
      'the sandbox payment provider takes no real money: set PAYMENT_PROVIDER=paymongo (with PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET) and leave SANDBOX_ENABLED off in production',
    ],
    [
      e.XENDIT_SECRET_KEY?.startsWith('xnd_development_') === true,
      'XENDIT_SECRET_KEY is a development key (xnd_development_…), which pays no one: set the live key (xnd_production_…) in production',
    ],
    [
      e.PAYMONGO_SECRET_KEY?.startsWith('sk_test_') === true,
      'PAYMONGO_SECRET_KEY is a test key (sk_test_…), which takes no real money: set the live key (sk_live_…) in production',
    ],
    [
      e.PAYMONGO_PUBLIC_KEY?.startsWith('pk_test_') === true &&
        e.PAYMONGO_SECRET_KEY?.startsWith('sk_live_') === true,
      'PAYMONGO_PUBLIC_KEY is a test key (pk_test_…) beside a live secret key: set the live public key (pk_live_…) in production',
    ],
  ];
  for (const [refused, message] of refusals) {
    if (refused) throw new ConfigError(`Invalid configuration: ${message}`);
  }
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start with one line naming the variable. */
export function parseConfig(source: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema().safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.APP_ENV === 'production';
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
  if (e.PAYMONGO_SUBSCRIPTIONS === 'on' && !e.PAYMONGO_PUBLIC_KEY) {
    throw new ConfigError(
      'Invalid configuration: PAYMONGO_PUBLIC_KEY is required when PAYMONGO_SUBSCRIPTIONS is on (the browser pays the first invoice with it)',
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
  if (production) refuseDevelopmentParts(e, sandboxEnabled);
  if (e.PAYMENT_PROVIDER === 'sandbox' && !sandboxEnabled) {
    throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER is sandbox but SANDBOX_ENABLED is off');
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER is s3');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or both left out for the machine's own credentials)",
    );
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
    // development answers this machine only; a server answers its network
    host: e.HOST ?? (e.APP_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(SERVER_ROOT, 'data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePipelined: e.DATABASE_PIPELINED_CONNECTIONS,
    // a load balancer needs a few checks to see an instance go; on one machine there is none to wait for
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (production ? 10 : 0)) * 1000,
    publicUrl,
    seedDemo: e.SEED_DEMO ?? e.APP_ENV === 'development',
    // outside production a fixed secret keeps development sessions alive across restarts
    sessionSecret,
    // in development the start's banner says what a person needs; the log is there with LOG_LEVEL=info or debug
    logLevel:
      e.LOG_LEVEL ?? ({ test: 'silent', development: 'warn', production: 'info' } as const)[e.APP_ENV],
    redisUrl: e.REDIS_URL,
    // how long a signed-out visitor's copy of a creator's public calls may be served before it is made
    // again; a change by the creator or a settled payment drops it at once (0 turns the cache off)
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    mail: { driver: e.MAIL_DRIVER, from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.TURNSTILE_SITE_KEY ?? null,
      secretKey: e.TURNSTILE_SECRET_KEY ?? null,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
    sandboxEnabled,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      // without one, the sandbox makes its own for this installation and keeps it in the database
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
      sandboxCheckoutDelayMs: e.SANDBOX_CHECKOUT_DELAY_MS,
      paymongo: {
        secretKey: e.PAYMONGO_SECRET_KEY ?? null,
        webhookSecret: e.PAYMONGO_WEBHOOK_SECRET ?? null,
        apiUrl: e.PAYMONGO_API_URL,
        paymentMethods: e.PAYMONGO_PAYMENT_METHODS,
        subscriptions: e.PAYMONGO_SUBSCRIPTIONS === 'on',
        publicKey: e.PAYMONGO_PUBLIC_KEY ?? null,
      },
      fees: {
        gift: e.GIFT_FEE_BPS,
        goal_gift: e.GOAL_GIFT_FEE_BPS,
        purchase: e.PURCHASE_FEE_BPS,
        membership: e.MEMBERSHIP_FEE_BPS,
        // held until its recipient claims it, then charged the fee of what it gives (decision 0153)
        gift_item: 0,
        // a shop's product is a purchase as a post is (decision 0159)
        product: e.PURCHASE_FEE_BPS,
        // a commission is a purchase of the creator's work, its fee taken as its money reaches them (0165)
        commission: e.PURCHASE_FEE_BPS,
      },
      // payouts with PayMongo go through Xendit when it is configured
      xendit: e.XENDIT_SECRET_KEY
        ? {
            secretKey: e.XENDIT_SECRET_KEY,
            callbackToken: e.XENDIT_CALLBACK_TOKEN!,
            directChannel: e.XENDIT_DIRECT_CHANNEL,
            apiUrl: e.XENDIT_API_URL,
          }
        : null,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      semaphoreApiKey: e.SEMAPHORE_API_KEY ?? null,
      semaphoreSenderName: e.SEMAPHORE_SENDER_NAME ?? null,
      semaphoreApiUrl: e.SEMAPHORE_API_URL,
    },
    community: { discord: discordSettingsOf(e, publicUrl), telegram: telegramSettingsOf(e, publicUrl) },
    gifts: { minAmount: e.GIFT_MIN_AMOUNT, maxAmount: e.GIFT_MAX_AMOUNT },
    referrals: { feeShareBasisPoints: e.REFERRAL_FEE_SHARE_BPS },
    // each velocity limit's default, by its key (counts; the ceiling in centavos)
    velocity: {
      checkouts_per_hour: e.VELOCITY_CHECKOUTS_PER_HOUR,
      new_account_gifts_first_day: e.VELOCITY_NEW_ACCOUNT_GIFTS_FIRST_DAY,
      payouts_per_day: e.VELOCITY_PAYOUTS_PER_DAY,
      new_creator_payout_ceiling: e.VELOCITY_NEW_CREATOR_PAYOUT_CEILING,
    } satisfies Record<VelocityLimitKey, number>,
    media: {
      // signs the short-lived addresses of paid photos; without its own, a key derived from the session
      // secret, so a leaked media key cannot forge sessions and the other way round
      signingSecret:
        e.MEDIA_SIGNING_SECRET ??
        createHmac('sha256', sessionSecret).update('pixel-media-urls').digest('hex'),
      urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    },
    devRoutes: e.APP_ENV === 'development' || e.APP_ENV === 'test',
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    // a checkout still unpaid this long after it opened is asked about at the provider
    reconcileAfterMs: e.RECONCILE_AFTER_SECONDS * 1000,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            s3: {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : { driver: 'local' as const },
    // creators' webhooks may use plain http and reach local addresses (a receiver on this machine)
    webhooksAllowLocal: e.WEBHOOKS_ALLOW_LOCAL ?? !production,
    kyc: {
      // outside production, without one, the installation makes its own and keeps it in the database
      // (which defeats its purpose: production refuses to start without it)
      encryptionKey: e.KYC_ENCRYPTION_KEY ?? null,
      previousKeys: e.KYC_PREVIOUS_ENCRYPTION_KEYS ?? [],
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? 'mailto:support@pixel.ph',
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
  };
}
