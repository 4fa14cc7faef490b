import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const paymongo = {
  PAYMENT_PROVIDER: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_test_abc',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_abcdefgh',
};

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
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('refuses to start production without a session secret', () => {
    expect(() => parseConfig({ APP_ENV: 'production' })).toThrow(
      'Invalid configuration: SESSION_SECRET is required in production',
    );
    expect(() => parseConfig({ APP_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const config = parseConfig({ APP_ENV: 'production', SESSION_SECRET: 's'.repeat(32), ...paymongo });
    expect(config).toMatchObject({ seedDemo: false, devRoutes: false, sandboxEnabled: false });
  });

  it('needs a real payment provider in production, or an explicitly enabled sandbox with its own secret', () => {
    const base = { APP_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(() => parseConfig(base)).toThrow('PAYMENT_PROVIDER is sandbox but SANDBOX_ENABLED is off');
    expect(() => parseConfig({ ...base, SANDBOX_ENABLED: '1' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    expect(
      parseConfig({ ...base, SANDBOX_ENABLED: '1', SANDBOX_WEBHOOK_SECRET: 'a-long-secret' }).sandboxEnabled,
    ).toBe(true);
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'paymongo' })).toThrow(/PAYMONGO_SECRET_KEY/);
    expect(() => parseConfig({ ...paymongo, PAYMONGO_SECRET_KEY: 'pk_test_x' })).toThrow(
      /PAYMONGO_SECRET_KEY/,
    );
  });

  it('reads gift limits in pesos and fee rates in basis points', () => {
    const config = parseConfig({ GIFT_MIN_AMOUNT: '5', GIFT_MAX_AMOUNT: '5000.50', GIFT_FEE_BPS: '250' });
    expect(config.gifts).toEqual({ minAmount: 500, maxAmount: 500_050 });
    expect(config.payments.fees.gift).toBe(250);
    expect(() => parseConfig({ GIFT_MIN_AMOUNT: '-1' })).toThrow(/GIFT_MIN_AMOUNT/);
    expect(() => parseConfig({ GIFT_MIN_AMOUNT: '900', GIFT_MAX_AMOUNT: '100' })).toThrow(/GIFT_MIN_AMOUNT/);
    expect(() => parseConfig({ GIFT_FEE_BPS: '10001' })).toThrow(/GIFT_FEE_BPS/);
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
    ).toEqual({ secretKey: 'xnd_development_abc', callbackToken: 't'.repeat(16), directChannel: 'PH_GCASH' });
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

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
