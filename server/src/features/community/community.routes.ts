import type { FastifyInstance } from 'fastify';
import { communityCalls, communitySchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { DiscordService } from './discord.service.ts';
import type { TelegramService } from './telegram.service.ts';

// a creator's or member's changes: a few a minute is all a settings page needs
const writeLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
// each of these asks Discord on the way, which limits PIXEL's bot in turn
const discordLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

export async function communityRoutes(
  app: FastifyInstance,
  options: { discord: DiscordService; telegram: TelegramService },
) {
  const { discord, telegram } = options;

  registerRoutes(app, communityCalls, communitySchemas, {
    discordSettings: {
      handler: async (request) => ({ data: await discord.settings(request.user!.id) }),
      options: discordLimit,
    },
    discordConnect: {
      handler: async (request) => ({ data: discord.connectUrl(request.user!.id) }),
      options: writeLimit,
    },
    discordDisconnect: {
      handler: async (request, reply) => {
        await discord.disconnect(request.user!.id);
        return reply.status(204).send(null);
      },
      options: writeLimit,
    },
    discordRoles: {
      handler: async (request) => ({ data: await discord.setRoles(request.user!.id, request.body) }),
      options: discordLimit,
    },
    discordMembers: async (request) =>
      discord.members(request.user!.id, { page: request.query.page, perPage: request.query.per_page }),
    discordRetry: {
      handler: async (request) => ({
        data: await discord.retry(request.user!.id, request.params.member_user_id),
      }),
      options: discordLimit,
    },
    discordCallback: {
      handler: async (request, reply) => {
        const landing = await discord.callback(request.user?.id ?? null, request.query);
        return reply.header('cache-control', 'private, no-store').redirect(landing, 303);
      },
      options: writeLimit,
    },
    myDiscord: async (request) => ({ data: await discord.mine(request.user!.id) }),
    linkDiscord: {
      handler: async (request) => ({ data: discord.linkUrl(request.user!.id) }),
      options: writeLimit,
    },
    unlinkDiscord: {
      handler: async (request, reply) => {
        await discord.unlink(request.user!.id);
        return reply.status(204).send(null);
      },
      options: writeLimit,
    },
    telegramSettings: async (request) => ({ data: await telegram.settings(request.user!.id) }),
    telegramConnect: {
      handler: async (request) => ({
        data: await telegram.connect(request.user!.id, request.body.chat_id),
      }),
      options: discordLimit,
    },
    telegramDisconnect: {
      handler: async (request, reply) => {
        await telegram.disconnect(request.user!.id);
        return reply.status(204).send(null);
      },
      options: writeLimit,
    },
    // Telegram's own servers, checked by the secret it sends back rather than limited by address
    telegramWebhook: async (request) => ({
      data: await telegram.update(request.headers['x-telegram-bot-api-secret-token'], request.body),
    }),
    myTelegramInvites: async (request) => ({ data: await telegram.mine(request.user!.id) }),
  });
}
