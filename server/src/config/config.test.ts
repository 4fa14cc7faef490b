import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../lib/server-root.ts';
import { parseConfig } from './config.ts';

const paymongo = {
  PAYMENT_PROVIDER: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_test_abc',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_abcdefgh',
};

// 32 bytes in base64, as `openssl rand -base64 32` writes them
const kycKey = Buffer.alloc(32, 3).toString('base64');

describe('parseConfig', () => {
  it('runs a fresh machine on the embedded database in development', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      devRoutes: true,
      sandboxEnabled: true,
    });
    // the server package's data folder, wherever the command runs: npm start and npm run staff share it
    expect(config.dataDir).toBe(path.join(SERVER_ROOT, 'data'));
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  // everything production needs: a real database, mail, SMS and payment provider
  const production = {
    APP_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    KYC_ENCRYPTION_KEY: kycKey,
    DATABASE_URL: 'postgres://pixel@db.internal:5432/pixel',
    MAIL_DRIVER: 'smtp',
    SMTP_URL: 'smtps://user:pass@smtp.example.com',
    SMS_PROVIDER: 'semaphore',
    SEMAPHORE_API_KEY: 'semaphore-key',
    ...paymongo,
    // a test key takes no real money: production runs on a live one
    PAYMONGO_SECRET_KEY: 'sk_live_abc',
  };

  it('starts production on real parts only, without development conveniences', () => {
    expect(parseConfig(production)).toMatchObject({
      seedDemo: false,
      devRoutes: false,
      sandboxEnabled: false,
      host: '0.0.0.0',
      webhooksAllowLocal: false,
    });
    expect(() => parseConfig({ ...production, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: undefined }, 'SESSION_SECRET is required in production'],
    ['DATABASE_URL', { DATABASE_URL: undefined }, 'DATABASE_URL is required in production'],
    ['KYC_ENCRYPTION_KEY', { KYC_ENCRYPTION_KEY: undefined }, 'KYC_ENCRYPTION_KEY is required in production'],
    ['the mail outbox', { MAIL_DRIVER: 'outbox' }, 'set MAIL_DRIVER=smtp and SMTP_URL'],
    ['the SMS outbox', { SMS_PROVIDER: 'outbox' }, 'set SMS_PROVIDER=semaphore and SEMAPHORE_API_KEY'],
    ['the sandbox provider', { PAYMENT_PROVIDER: 'sandbox' }, 'set PAYMENT_PROVIDER=paymongo'],
    [
      'the sandbox pages',
      { SANDBOX_ENABLED: '1', SANDBOX_WEBHOOK_SECRET: 'a-long-secret' },
      'SANDBOX_ENABLED off',
    ],
    ['local webhook addresses', { WEBHOOKS_ALLOW_LOCAL: 'true' }, 'WEBHOOKS_ALLOW_LOCAL'],
  ])('refuses to start production without %s, saying what to set', (_what, change, message) => {
    const env = Object.fromEntries(
      Object.entries({ ...production, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('needs a real payment provider to be configured completely', () => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'paymongo' })).toThrow(/PAYMONGO_SECRET_KEY/);
    expect(() => parseConfig({ ...paymongo, PAYMONGO_SECRET_KEY: 'pk_test_x' })).toThrow(
      /PAYMONGO_SECRET_KEY/,
    );
    expect(() => parseConfig({ SANDBOX_ENABLED: 'off' })).toThrow(
      'PAYMENT_PROVIDER is sandbox but SANDBOX_ENABLED is off',
    );
  });

  it('listens on this machine only in development, and everywhere elsewhere', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1');
    expect(parseConfig({ APP_ENV: 'test' }).host).toBe('0.0.0.0');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts a number of proxies or their addresses, never any client-written address', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.2',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });

  it('refuses to count more proxies than any real chain has, where clients would choose their address', () => {
    expect(parseConfig({ TRUST_PROXY: '5' }).trustProxy).toBe(5);
    expect(() => parseConfig({ ...production, TRUST_PROXY: '6' })).toThrow(
      'Invalid configuration: TRUST_PROXY counts 6 proxies in front, more than any real chain (at most 5): count only the proxies a request passes, or name their addresses',
    );
    expect(() => parseConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY counts 99 proxies/);
  });

  it('refuses, with a message, proxy addresses that are not addresses or that name every address', () => {
    for (const value of ['10.0.0.0/33', '300.1.1.1', '10.0.0/8', '::1/129', '10.0.0.0/8/8']) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(
        /^Invalid configuration: TRUST_PROXY must be the number of proxies/,
      );
    }
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/1, 128.0.0.0/1', '::/1,8000::/1']) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(
        `Invalid configuration: TRUST_PROXY names every address (${value}), which would let any client choose its address`,
      );
    }
    expect(parseConfig({ TRUST_PROXY: '0.0.0.0/1,fd00::/8,::ffff:10.0.0.1' }).trustProxy).toEqual([
      '0.0.0.0/1',
      'fd00::/8',
      '::ffff:10.0.0.1',
    ]);
  });

  it('refuses to make demo accounts in production', () => {
    expect(() => parseConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      'Invalid configuration: SEED_DEMO makes demo accounts whose password is published: leave it off in production',
    );
    expect(parseConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('needs a bucket for S3 storage, and both keys or neither', () => {
    expect(() => parseConfig({ STORAGE_DRIVER: 's3' })).toThrow('S3_BUCKET is required');
    expect(() => parseConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(
      parseConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toMatchObject({ driver: 's3', s3: { bucket: 'media', region: 'us-east-1', forcePathStyle: true } });
  });

  it('reads gift limits in pesos and fee rates in basis points', () => {
    const config = parseConfig({ GIFT_MIN_AMOUNT: '5', GIFT_MAX_AMOUNT: '5000.50', GIFT_FEE_BPS: '250' });
    expect(config.gifts).toEqual({ minAmount: 500, maxAmount: 500_050 });
    expect(config.payments.fees.gift).toBe(250);
    expect(() => parseConfig({ GIFT_MIN_AMOUNT: '-1' })).toThrow(/GIFT_MIN_AMOUNT/);
    expect(() => parseConfig({ GIFT_MIN_AMOUNT: '900', GIFT_MAX_AMOUNT: '100' })).toThrow(/GIFT_MIN_AMOUNT/);
    expect(() => parseConfig({ GIFT_FEE_BPS: '10001' })).toThrow(/GIFT_FEE_BPS/);
  });

  it('lets the sandbox take as long as a real provider to create a checkout, up to 15 s', () => {
    expect(parseConfig({}).payments.sandboxCheckoutDelayMs).toBe(0);
    expect(parseConfig({ SANDBOX_CHECKOUT_DELAY_MS: '1500' }).payments.sandboxCheckoutDelayMs).toBe(1500);
    for (const value of ['-1', '1.5', '2s', '1e3']) {
      expect(() => parseConfig({ SANDBOX_CHECKOUT_DELAY_MS: value })).toThrow(
        'Invalid configuration: SANDBOX_CHECKOUT_DELAY_MS must be a whole number of milliseconds, like 1500',
      );
    }
    expect(() => parseConfig({ SANDBOX_CHECKOUT_DELAY_MS: '60000' })).toThrow(
      'Invalid configuration: SANDBOX_CHECKOUT_DELAY_MS must be at most 15000 (15 s)',
    );
  });

  it('requires the keys of the adapters it is told to use', () => {
    expect(() => parseConfig({ MAIL_DRIVER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/TURNSTILE_SITE_KEY/);
  });

  it('sends SMS through Semaphore and payouts through Xendit only with their keys', () => {
    expect(parseConfig({}).sms).toEqual({
      provider: 'outbox',
      semaphoreApiKey: null,
      semaphoreSenderName: null,
      semaphoreApiUrl: 'https://api.semaphore.co',
    });
    expect(() => parseConfig({ SMS_PROVIDER: 'semaphore' })).toThrow(/SEMAPHORE_API_KEY/);
    expect(parseConfig({}).payments.xendit).toBeNull();
    expect(() => parseConfig({ XENDIT_SECRET_KEY: 'xnd_development_abc' })).toThrow(/XENDIT_CALLBACK_TOKEN/);
    expect(() => parseConfig({ XENDIT_SECRET_KEY: 'sk_x', XENDIT_CALLBACK_TOKEN: 't'.repeat(16) })).toThrow(
      /XENDIT_SECRET_KEY/,
    );
    expect(
      parseConfig({ XENDIT_SECRET_KEY: 'xnd_development_abc', XENDIT_CALLBACK_TOKEN: 't'.repeat(16) })
        .payments.xendit,
    ).toEqual({
      secretKey: 'xnd_development_abc',
      callbackToken: 't'.repeat(16),
      directChannel: 'PH_GCASH',
      apiUrl: 'https://api.xendit.co',
    });
  });

  it('signs photo addresses with their own key, derived from the session secret unless given', () => {
    const derived = parseConfig({ SESSION_SECRET: 's'.repeat(32) }).media;
    expect(derived).toEqual({ signingSecret: expect.stringMatching(/^[0-9a-f]{64}$/), urlTtlSeconds: 1200 });
    expect(parseConfig({ SESSION_SECRET: 't'.repeat(32) }).media.signingSecret).not.toBe(
      derived.signingSecret,
    );
    const given = parseConfig({ MEDIA_SIGNING_SECRET: 'm'.repeat(32), MEDIA_URL_TTL_SECONDS: '900' }).media;
    expect(given).toEqual({ signingSecret: 'm'.repeat(32), urlTtlSeconds: 900 });
    expect(() => parseConfig({ MEDIA_SIGNING_SECRET: 'short' })).toThrow(/MEDIA_SIGNING_SECRET/);
    expect(() => parseConfig({ MEDIA_URL_TTL_SECONDS: '5' })).toThrow(/MEDIA_URL_TTL_SECONDS/);
  });

  it('reads the key of identity documents as 32 bytes in base64, with the previous ones being moved off', () => {
    const previous = Buffer.alloc(32, 4).toString('base64');
    const kyc = parseConfig({
      KYC_ENCRYPTION_KEY: kycKey,
      KYC_PREVIOUS_ENCRYPTION_KEYS: ` ${previous} `,
    }).kyc;
    expect(kyc.encryptionKey).toEqual(Buffer.alloc(32, 3));
    expect(kyc.previousKeys).toEqual([Buffer.alloc(32, 4)]);
    // outside production the installation makes its own
    expect(parseConfig({}).kyc).toEqual({ encryptionKey: null, previousKeys: [] });
    for (const wrong of ['short', Buffer.alloc(16).toString('base64'), `${kycKey}AAAA`, 'x'.repeat(44)]) {
      expect(() => parseConfig({ KYC_ENCRYPTION_KEY: wrong })).toThrow(
        'KYC_ENCRYPTION_KEY must be 32 bytes in base64 (make one with: openssl rand -base64 32)',
      );
    }
    expect(() => parseConfig({ KYC_PREVIOUS_ENCRYPTION_KEYS: `${previous},nope` })).toThrow(
      /KYC_PREVIOUS_ENCRYPTION_KEYS/,
    );
  });

  it('refuses a Xendit development key in production, beside the live PayMongo key', () => {
    const payouts = { XENDIT_CALLBACK_TOKEN: 't'.repeat(16) };
    expect(() =>
      parseConfig({ ...production, ...payouts, XENDIT_SECRET_KEY: 'xnd_development_abc' }),
    ).toThrow(
      'Invalid configuration: XENDIT_SECRET_KEY is a development key (xnd_development_…), which pays no one: set the live key (xnd_production_…) in production',
    );
    expect(
      parseConfig({ ...production, ...payouts, XENDIT_SECRET_KEY: 'xnd_production_abc' }).payments.xendit,
    ).toMatchObject({ secretKey: 'xnd_production_abc' });
  });

  it("takes PayMongo's public key for subscriptions, and refuses a test one beside a live secret key in production", () => {
    const subscriptions = { ...paymongo, PAYMONGO_SUBSCRIPTIONS: 'on' };
    expect(() => parseConfig(subscriptions)).toThrow(
      'Invalid configuration: PAYMONGO_PUBLIC_KEY is required when PAYMONGO_SUBSCRIPTIONS is on (the browser pays the first invoice with it)',
    );
    expect(() => parseConfig({ ...subscriptions, PAYMONGO_PUBLIC_KEY: 'sk_test_abc' })).toThrow(
      'Invalid configuration: PAYMONGO_PUBLIC_KEY must be a PayMongo public key (pk_…)',
    );
    expect(
      parseConfig({ ...subscriptions, PAYMONGO_PUBLIC_KEY: 'pk_test_abc' }).payments.paymongo,
    ).toMatchObject({
      subscriptions: true,
      publicKey: 'pk_test_abc',
    });
    // without subscriptions the key is not needed
    expect(parseConfig(paymongo).payments.paymongo.publicKey).toBeNull();
    const live = { ...production, PAYMONGO_SUBSCRIPTIONS: 'on' };
    expect(() => parseConfig({ ...live, PAYMONGO_PUBLIC_KEY: 'pk_test_abc' })).toThrow(
      'Invalid configuration: PAYMONGO_PUBLIC_KEY is a test key (pk_test_…) beside a live secret key: set the live public key (pk_live_…) in production',
    );
    expect(parseConfig({ ...live, PAYMONGO_PUBLIC_KEY: 'pk_live_abc' }).payments.paymongo.publicKey).toBe(
      'pk_live_abc',
    );
  });

  it('refuses a PayMongo test key in production, and offers the methods configured (no QR Ph unless set)', () => {
    expect(() => parseConfig({ ...production, PAYMONGO_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'Invalid configuration: PAYMONGO_SECRET_KEY is a test key (sk_test_…), which takes no real money: set the live key (sk_live_…) in production',
    );
    expect(parseConfig({ PAYMONGO_SECRET_KEY: 'sk_test_abc' }).payments.paymongo.paymentMethods).toEqual([
      'gcash',
      'paymaya',
      'card',
    ]);
    expect(parseConfig({ PAYMONGO_PAYMENT_METHODS: 'gcash, qrph' }).payments.paymongo.paymentMethods).toEqual(
      ['gcash', 'qrph'],
    );
    expect(() => parseConfig({ PAYMONGO_PAYMENT_METHODS: 'GCash!' })).toThrow(/PAYMONGO_PAYMENT_METHODS/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
