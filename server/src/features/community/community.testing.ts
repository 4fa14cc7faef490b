import Fastify from 'fastify';
import { afterAll, expect } from 'vitest';
import { createDiscordStandIn } from '../../providers/discord/discord-stand-in.ts';
import { createTelegramStandIn } from '../../providers/telegram/telegram-stand-in.ts';
import type { Client } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * One app and database for a file's tests, on Discord reached over HTTP at the stand-in (decision 0160),
 * which the tests read and steer: who consents next, a rate limit, the roles members have.
 */
export async function useDiscordTestApp() {
  const discord = createDiscordStandIn();
  const server = Fastify();
  await server.register(discord.routes);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => server.close());
  const t = useTestApp({ env: { DISCORD_API_URL: `${address}/api/v10` } });
  return { t, discord, address };
}

/**
 * Goes through Discord's consent page as the browser would: the call that gives its address, the page
 * (which consents at once), and the redirect back to PIXEL's callback. Answers where PIXEL lands the person.
 */
export async function consentOnDiscord(
  browser: Client,
  start: '/v1/user/community/discord/connect' | '/v1/user/discord/link',
) {
  const started = await browser.post(start);
  expect(started.statusCode, started.body).toBe(200);
  const consent = await fetch(started.json().data.url as string, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(back.pathname).toBe('/v1/community/discord/callback');
  const landed = await browser.get(`${back.pathname}${back.search}`);
  expect(landed.statusCode, landed.body).toBe(303);
  return landed.headers.location as string;
}

/**
 * One app and database for a file's tests, on the Telegram Bot API reached over HTTP at the stand-in
 * (decision 0160); `deliver` hands the app an update as Telegram posts it, with the secret it was given.
 */
export async function useTelegramTestApp() {
  const telegram = createTelegramStandIn();
  const server = Fastify();
  await server.register(telegram.routes);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => server.close());
  const t = useTestApp({ env: { TELEGRAM_API_URL: address } });
  const deliver = (update: object, secret = telegram.webhook?.secret ?? '') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/telegram',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      payload: JSON.stringify(update),
    });
  return { t, telegram, deliver };
}
