import type { MyTelegramInvite, TelegramSettings } from '@pixel/contract';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { type TelegramClient, TelegramFailure } from '../../providers/telegram/telegram-client.ts';
import type { TelegramRepository } from './telegram.repository.ts';

/**
 * Telegram for members (decision 0160): a creator's group, connected by its chat id once PIXEL's bot is an
 * admin there; the bot's updates, which say who joined by which invite; and a member's invites.
 */
export function createTelegramService(deps: {
  repository: TelegramRepository;
  telegram: TelegramClient | null;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
  now: () => Date;
}) {
  const { repository, telegram, jobs, now } = deps;
  // the bot's @username, asked of Telegram once
  let botUsername: Promise<string | null> | null = null;
  const usernameOfBot = () => {
    botUsername ??= telegram ? telegram.botUsername().catch(() => null) : Promise.resolve(null);
    const asked = botUsername;
    // a failed ask is asked again next time
    void asked.then((name) => {
      if (name === null && botUsername === asked) botUsername = null;
    });
    return asked;
  };
  const queueSync = (only: { creatorUserId?: string; memberUserId?: string }) =>
    jobs.send('telegram-invites', only);

  async function settings(creatorUserId: string, bot: string | null = null): Promise<TelegramSettings> {
    const group = await repository.groupOf(creatorUserId);
    return {
      available: telegram !== null,
      bot_username: bot ?? (await usernameOfBot()),
      group: group && {
        chat_id: group.chatId,
        title: group.title,
        connected_at: group.connectedAt.toISOString(),
      },
    };
  }

  return {
    settings,

    /** Connects the group once PIXEL's bot may invite and remove there, and has Telegram tell it who joins. */
    async connect(creatorUserId: string, chatId: string) {
      if (!telegram) throw new AppError('not_found', say('telegramOff'));
      try {
        const found = await telegram.group(chatId);
        const bot = found?.botUsername ?? (await usernameOfBot()) ?? 'PIXEL';
        if (!found) throw fieldError('chat_id', say('telegramChatNotFound', { bot }));
        if (!found.admin) throw fieldError('chat_id', say('telegramBotNotAdmin', { bot }));
        await telegram.setWebhook(`${deps.publicUrl}/v1/webhooks/telegram`);
        await repository.connectGroup(creatorUserId, { chatId: found.chatId, title: found.title }, now());
        await queueSync({ creatorUserId });
        return settings(creatorUserId, found.botUsername);
      } catch (err) {
        if (err instanceof TelegramFailure) throw new AppError('unavailable', say('telegramUnreachable'));
        throw err;
      }
    },

    async disconnect(creatorUserId: string) {
      await repository.disconnectGroup(creatorUserId);
    },

    /**
     * An update Telegram sent the bot, with the secret PIXEL gave it: a member who joined by one of PIXEL's
     * links is recorded as that member's Telegram account, so they can be removed when their membership ends.
     */
    async update(
      secret: string | undefined,
      update: {
        chat_member?: {
          chat: { id: number };
          new_chat_member: { status: string; user: { id: number } };
          invite_link?: { invite_link: string };
        };
      },
    ) {
      if (!telegram) throw new AppError('not_found', say('notFound'));
      if (!secret || !safeEqual(secret, telegram.webhookSecret))
        throw new AppError('invalid_signature', say('webhookSignatureInvalid'));
      const joined = update.chat_member;
      if (joined?.invite_link && joined.new_chat_member.status === 'member') {
        await repository.joined(
          String(joined.chat.id),
          joined.invite_link.invite_link,
          String(joined.new_chat_member.user.id),
          now(),
        );
      }
      return { received: true as const };
    },

    async mine(memberUserId: string): Promise<MyTelegramInvite[]> {
      const rows = await repository.invitesOf(memberUserId);
      return rows.map((row) => ({
        creator: { page_url: row.pageUrl, page_name: row.pageName },
        group_title: row.title,
        invite_link: row.invite.state === 'invited' ? row.invite.inviteLink : null,
        expires_at: row.invite.state === 'invited' ? (row.invite.expiresAt?.toISOString() ?? null) : null,
        state: row.invite.state,
      }));
    },

    queueSync,
  };
}

export type TelegramService = ReturnType<typeof createTelegramService>;
