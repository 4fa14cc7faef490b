import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { telegramStandInCredentials } from './telegram-stand-in-credentials.ts';

/**
 * A stand-in for the Telegram Bot API (decision 0160), as its documents describe the methods PIXEL calls:
 * `getMe`, `getChat`, `getChatMember`, `createChatInviteLink`, `revokeChatInviteLink`, `banChatMember`,
 * `unbanChatMember` and `setWebhook`, each answering `{ ok, result }` or `{ ok: false, error_code,
 * description, parameters? }`. A wrong token is 401, an unknown chat 400 "chat not found", an unknown
 * method 404, and a 429 with `parameters.retry_after` when told to. Its invite links open `/join/<code>`,
 * which joins a new Telegram user and sends the bot's `chat_member` update to the webhook, as Telegram does
 * (development gives its links that address; tests hand the update to the app themselves).
 */

interface StandInChat {
  id: number;
  title: string;
  type: 'supergroup' | 'group';
  /** Members by user id, with their status. */
  members: Map<number, 'member' | 'administrator' | 'kicked'>;
}
interface StandInLink {
  link: string;
  name: string | null;
  chatId: number;
  memberLimit: number | null;
  expireDate: number | null;
  revoked: boolean;
  joined: number;
}

type Json = Record<string, unknown>;
const refuse = (reply: FastifyReply, code: number, description: string, parameters?: Json) =>
  reply.code(code).send({ ok: false, error_code: code, description, ...(parameters && { parameters }) });

export function createTelegramStandIn(credentials = telegramStandInCredentials, linkBase = 'https://t.me') {
  const botId = Number(credentials.botToken.split(':')[0]);
  const chats = new Map<number, StandInChat>();
  const links = new Map<string, StandInLink>();
  /** Each removal and readmission, `ban chat/user` and `unban chat/user`. */
  const calls: string[] = [];
  let webhook: { url: string; secret: string } | null = null;
  let rateLimited = { count: 0, retryAfter: 0 };
  let latencyMs = 0;
  let lastUser = 7_000_000;

  const addChat = (title: string, botStatus: 'administrator' | 'member') => {
    const id = -1_001_000_000_000 - chats.size - 1;
    chats.set(id, { id, title, type: 'supergroup', members: new Map([[botId, botStatus]]) });
    return id;
  };
  const home = addChat('Stand-in Art Group', 'administrator');
  const chatOf = (value: unknown) => chats.get(Number(value));

  /** A new Telegram user joins by `link`: the update Telegram would send, or null when the link does not let them. */
  function join(link: string, date = Math.floor(Date.now() / 1000)) {
    const found = links.get(link);
    const chat = found && chatOf(found.chatId);
    if (!found || !chat || found.revoked) return null;
    if (found.memberLimit !== null && found.joined >= found.memberLimit) return null;
    if (found.expireDate !== null && found.expireDate < date) return null;
    const user = { id: ++lastUser, is_bot: false, first_name: `Stand-in ${lastUser}` };
    found.joined++;
    chat.members.set(user.id, 'member');
    return {
      update_id: lastUser,
      chat_member: {
        chat: { id: chat.id, title: chat.title, type: chat.type },
        from: user,
        date,
        old_chat_member: { status: 'left', user },
        new_chat_member: { status: 'member', user },
        invite_link: {
          invite_link: found.link,
          creator: { id: botId, is_bot: true, first_name: 'PIXEL' },
          creates_join_request: false,
          is_primary: false,
          is_revoked: false,
          member_limit: found.memberLimit ?? undefined,
        },
      },
    };
  }

  const methods: Record<string, (p: Json, reply: FastifyReply) => unknown> = {
    getMe: () => ({ id: botId, is_bot: true, first_name: 'PIXEL', username: 'pixel_standin_bot' }),
    getChat: (p, reply) => {
      const chat = chatOf(p.chat_id);
      if (!chat) return refuse(reply, 400, 'Bad Request: chat not found');
      return { id: chat.id, title: chat.title, type: chat.type };
    },
    getChatMember: (p, reply) => {
      const chat = chatOf(p.chat_id);
      if (!chat) return refuse(reply, 400, 'Bad Request: chat not found');
      const status = chat.members.get(Number(p.user_id)) ?? 'left';
      const user = { id: Number(p.user_id), is_bot: Number(p.user_id) === botId, first_name: 'Member' };
      return status === 'administrator'
        ? { status, user, can_invite_users: true, can_restrict_members: true, can_be_edited: false }
        : { status, user };
    },
    createChatInviteLink: (p, reply) => {
      const chat = chatOf(p.chat_id);
      if (!chat) return refuse(reply, 400, 'Bad Request: chat not found');
      if (chat.members.get(botId) !== 'administrator')
        return refuse(reply, 400, 'Bad Request: not enough rights to manage chat invite link');
      const limit = p.member_limit === undefined ? null : Number(p.member_limit);
      if (limit !== null && (limit < 1 || limit > 99999))
        return refuse(reply, 400, 'Bad Request: invalid member limit specified');
      const link = `${linkBase}/+${randomBytes(12).toString('base64url')}`;
      const expireDate = p.expire_date === undefined ? null : Number(p.expire_date);
      links.set(link, {
        link,
        name: p.name === undefined ? null : String(p.name),
        chatId: chat.id,
        memberLimit: limit,
        expireDate,
        revoked: false,
        joined: 0,
      });
      return {
        invite_link: link,
        creator: { id: botId, is_bot: true, first_name: 'PIXEL' },
        creates_join_request: false,
        is_primary: false,
        is_revoked: false,
        ...(p.name !== undefined && { name: p.name }),
        ...(expireDate !== null && { expire_date: expireDate }),
        ...(limit !== null && { member_limit: limit }),
      };
    },
    revokeChatInviteLink: (p, reply) => {
      const found = links.get(String(p.invite_link));
      if (!found || found.chatId !== Number(p.chat_id))
        return refuse(reply, 400, 'Bad Request: INVITE_HASH_EXPIRED');
      found.revoked = true;
      return { invite_link: found.link, is_revoked: true, is_primary: false, creates_join_request: false };
    },
    banChatMember: (p, reply) => {
      const chat = chatOf(p.chat_id);
      if (!chat) return refuse(reply, 400, 'Bad Request: chat not found');
      calls.push(`ban ${chat.id}/${p.user_id}`);
      chat.members.set(Number(p.user_id), 'kicked');
      return true;
    },
    unbanChatMember: (p, reply) => {
      const chat = chatOf(p.chat_id);
      if (!chat) return refuse(reply, 400, 'Bad Request: chat not found');
      const userId = Number(p.user_id);
      if (p.only_if_banned && chat.members.get(userId) !== 'kicked') return true;
      calls.push(`unban ${chat.id}/${userId}`);
      chat.members.delete(userId);
      return true;
    },
    setWebhook: (p, reply) => {
      if (typeof p.url !== 'string' || !p.url.startsWith('http'))
        return refuse(reply, 400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
      webhook = { url: p.url, secret: String(p.secret_token ?? '') };
      return true;
    },
  };

  return {
    credentials,
    chats,
    home,
    calls,
    join,
    addChat,
    get webhook() {
      return webhook;
    },
    /** The members of a chat, without the bot. */
    membersOf: (chatId: number) =>
      [...(chats.get(chatId)?.members ?? [])]
        .filter(([id, status]) => id !== botId && status !== 'kicked')
        .map(([id]) => id),
    /** Each call is answered `ms` later, as on a slow day of Telegram's. */
    answerAfter(ms: number) {
      latencyMs = ms;
    },
    /** The links made so far, in order, with the names they were given. */
    links: () => [...links.values()].map(({ link, name }) => ({ link, name })),
    /** The next `count` calls are refused with a 429 that says to retry after `retryAfter` seconds. */
    rateLimit(count: number, retryAfter: number) {
      rateLimited = { count, retryAfter };
    },

    routes: async (app: FastifyInstance) => {
      if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
      const hidden = { schema: { hide: true } };

      app.route({
        method: ['GET', 'POST'],
        url: '/bot:token/:method',
        ...hidden,
        handler: async (request, reply) => {
          const { token, method } = request.params as { token: string; method: string };
          if (token !== credentials.botToken) return refuse(reply, 401, 'Unauthorized');
          const run = methods[method];
          if (!run) return refuse(reply, 404, 'Not Found');
          if (rateLimited.count > 0) {
            rateLimited.count--;
            return refuse(reply, 429, `Too Many Requests: retry after ${rateLimited.retryAfter}`, {
              retry_after: rateLimited.retryAfter,
            });
          }
          const params = { ...(request.query as Json), ...((request.body as Json | undefined) ?? {}) };
          if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
          const result = await run(params, reply);
          return reply.sent ? reply : { ok: true, result };
        },
      });

      // what opening an invite link does in development: a new Telegram user joins, and the bot is told
      app.get('/join/:code', hidden, async (request, reply) => {
        const link = `${linkBase}/${(request.params as { code: string }).code}`;
        const update = join(link);
        if (!update) return reply.code(410).type('text/plain').send('This invite link is no longer valid.');
        if (webhook) {
          await fetch(webhook.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-telegram-bot-api-secret-token': webhook.secret,
            },
            body: JSON.stringify(update),
          }).catch(() => undefined);
        }
        return reply.type('text/plain').send(`Joined ${chatOf(update.chat_member.chat.id)?.title}.`);
      });
    },
  };
}

export type TelegramStandIn = ReturnType<typeof createTelegramStandIn>;
