import { Api, GrammyError, HttpError } from 'grammy';

/** PIXEL's Telegram bot, as the configuration gives it (decision 0160). */
export interface TelegramSettings {
  /** The Bot API's root, `https://api.telegram.org` or the stand-in's; calls go to `<root>/bot<token>/<method>`. */
  apiUrl: string;
  botToken: string;
  webhookSecret: string;
}

/**
 * Why Telegram did not do what it was asked: its flood limit (try again after `retryAfterMs`), a refusal
 * with Telegram's `error_code` and `description`, or no answer at all.
 */
export class TelegramFailure extends Error {
  constructor(
    readonly kind: 'rate-limited' | 'refused' | 'unreachable',
    message: string,
    readonly details: { code?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

function asFailure(err: unknown): TelegramFailure {
  if (err instanceof GrammyError) {
    if (err.error_code === 429 || err.parameters.retry_after !== undefined)
      return new TelegramFailure('rate-limited', err.description, {
        code: err.error_code,
        retryAfterMs: (err.parameters.retry_after ?? 1) * 1000,
      });
    return new TelegramFailure('refused', err.description, { code: err.error_code });
  }
  if (err instanceof HttpError) return new TelegramFailure('unreachable', 'Telegram could not be reached');
  return new TelegramFailure('unreachable', 'Telegram could not be reached');
}

/**
 * The Telegram Bot API through grammY's `Api`, at the configured address: what the bot is and whether it
 * administers a group, single-use invite links, removing a member without a lasting ban (ban, then unban),
 * and the webhook that tells PIXEL who joined by which link. A 429 comes back as a `TelegramFailure` with
 * Telegram's `retry_after`, for the job to try again then.
 */
export function createTelegramClient(settings: TelegramSettings) {
  const api = new Api(settings.botToken, {
    apiRoot: settings.apiUrl.replace(/\/+$/, ''),
    timeoutSeconds: 10,
  });
  const call = async <T>(request: () => Promise<T>) => {
    try {
      return await request();
    } catch (err) {
      throw asFailure(err);
    }
  };

  return {
    webhookSecret: settings.webhookSecret,

    /** The bot's @username, for the creator to find it by. */
    async botUsername() {
      return (await call(() => api.getMe())).username;
    },

    /** The group and whether PIXEL's bot may invite and remove there; null when Telegram knows no such chat. */
    async group(chatId: string) {
      const me = await call(() => api.getMe());
      let chat;
      try {
        chat = await api.getChat(chatId);
      } catch (err) {
        const failure = asFailure(err);
        // Telegram answers 400 "Bad Request: chat not found" (or 403 when the bot was removed)
        if (failure.kind === 'refused' && (failure.details.code === 400 || failure.details.code === 403))
          return null;
        throw failure;
      }
      if (chat.type !== 'group' && chat.type !== 'supergroup') return null;
      const member = await call(() => api.getChatMember(chat.id, me.id));
      const admin =
        member.status === 'creator' ||
        (member.status === 'administrator' && member.can_invite_users && member.can_restrict_members);
      return { chatId: String(chat.id), title: chat.title, botUsername: me.username, admin };
    },

    /** A link one person may join by, until `expiresAt`. */
    async inviteLink(chatId: string, name: string, expiresAt: Date) {
      const link = await call(() =>
        api.createChatInviteLink(chatId, {
          name: name.slice(0, 32),
          member_limit: 1,
          expire_date: Math.floor(expiresAt.getTime() / 1000),
        }),
      );
      return link.invite_link;
    },

    async revokeLink(chatId: string, link: string) {
      await call(() => api.revokeChatInviteLink(chatId, link));
    },

    /** Removes a member and lets them join again later by a new link: a ban, then an unban. */
    async remove(chatId: string, telegramUserId: string) {
      await call(() => api.banChatMember(chatId, Number(telegramUserId)));
      await call(() => api.unbanChatMember(chatId, Number(telegramUserId), { only_if_banned: true }));
    },

    /** Where Telegram posts the bot's `chat_member` updates, with the secret it sends back in a header. */
    async setWebhook(url: string) {
      await call(() =>
        api.setWebhook(url, { secret_token: settings.webhookSecret, allowed_updates: ['chat_member'] }),
      );
    },
  };
}

export type TelegramClient = ReturnType<typeof createTelegramClient>;
