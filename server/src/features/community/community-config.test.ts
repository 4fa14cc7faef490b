import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/config.ts';
import { productionEnv } from '../../test/test-app.ts';

const discord = {
  DISCORD_CLIENT_ID: '123456789012345678',
  DISCORD_CLIENT_SECRET: 'client-secret',
  DISCORD_BOT_TOKEN: 'bot-token-of-at-least-twenty',
};
const telegram = {
  TELEGRAM_BOT_TOKEN: '123456:AAEabcdefghijklmnopqrstuvwx',
  TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-sixteen',
};

describe('Discord and Telegram in the configuration (decision 0160)', () => {
  it('has neither in production until they are set, and the stand-ins in development', () => {
    expect(parseConfig(productionEnv).community).toEqual({ discord: null, telegram: null });
    expect(parseConfig({}).community).toMatchObject({
      discord: { apiUrl: 'http://localhost:3000/dev/discord/api/v10', standIn: true },
      telegram: { apiUrl: 'http://localhost:3000/dev/telegram', standIn: true },
    });
  });

  it("reaches Discord's and Telegram's own addresses with what production sets", () => {
    expect(parseConfig({ ...productionEnv, ...discord, ...telegram }).community).toEqual({
      discord: {
        apiUrl: 'https://discord.com/api/v10',
        clientId: discord.DISCORD_CLIENT_ID,
        clientSecret: discord.DISCORD_CLIENT_SECRET,
        botToken: discord.DISCORD_BOT_TOKEN,
        standIn: false,
      },
      telegram: {
        apiUrl: 'https://api.telegram.org',
        botToken: telegram.TELEGRAM_BOT_TOKEN,
        webhookSecret: telegram.TELEGRAM_WEBHOOK_SECRET,
        standIn: false,
      },
    });
  });

  it('refuses half an application or a bot without its secret', () => {
    expect(() => parseConfig({ ...productionEnv, DISCORD_CLIENT_ID: discord.DISCORD_CLIENT_ID })).toThrow(
      /DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_BOT_TOKEN are set together/,
    );
    expect(() => parseConfig({ ...productionEnv, TELEGRAM_BOT_TOKEN: telegram.TELEGRAM_BOT_TOKEN })).toThrow(
      /TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are set together/,
    );
    expect(() => parseConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN/);
  });
});
