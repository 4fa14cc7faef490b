import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const env = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .optional(),
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.APP_ENV,
    isProduction: production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    seedDemo: e.SEED_DEMO ?? e.APP_ENV === 'development',
    // outside production a fixed secret keeps development sessions alive across restarts
    sessionSecret: e.SESSION_SECRET ?? 'pixel-development-session-secret-not-for-production',
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    redisUrl: e.REDIS_URL,
    mail: { driver: e.MAIL_DRIVER, from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.TURNSTILE_SITE_KEY ?? null,
      secretKey: e.TURNSTILE_SECRET_KEY ?? null,
    },
    sandboxEnabled: e.SANDBOX_ENABLED ?? !production,
    devRoutes: !production,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
  };
}
