import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

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
    const config = parseConfig({ APP_ENV: 'production', SESSION_SECRET: 's'.repeat(32) });
    expect(config).toMatchObject({ seedDemo: false, devRoutes: false, sandboxEnabled: false });
  });

  it('requires the keys of the adapters it is told to use', () => {
    expect(() => parseConfig({ MAIL_DRIVER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/TURNSTILE_SITE_KEY/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
