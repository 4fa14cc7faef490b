import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from './envelope.ts';
import { pageField, perPageField } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Discord and Telegram for members (issue #68, decision 0160): a creator connects a Discord server and
 * maps tiers to roles, or connects a Telegram group; a member links their Discord account once, or is sent
 * a single-use invite to the group, and loses the role or the place when their membership ends.
 */

/** A Discord id (a snowflake): digits, as Discord writes them in JSON. */
const snowflake = (field: 'role' | 'tier') =>
  z
    .string({ error: says('fieldString', { field }) })
    .regex(/^\d{1,20}$/, says('fieldSelectedInvalid', { field }));

/** Where a member's Discord role stands: given and current, about to be, held back by Discord's rate limit, or refused. */
export const discordSyncStates = ['pending', 'synced', 'waiting', 'failed'] as const;
export type DiscordSyncState = (typeof discordSyncStates)[number];

export const discordRole = z.object({ id: z.string(), name: z.string(), color: z.number().int() });

/** GET /v1/user/community/discord: the creator's Discord server, its roles, and each tier's role. */
export const discordSettings = z.object({
  /** Whether this PIXEL has a Discord application set up; without one, nothing can be connected. */
  available: z.boolean(),
  server: z.object({ guild_id: z.string(), name: z.string(), connected_at: z.string() }).nullable(),
  /** The server's roles the bot may give (below its own, not managed by an integration). */
  roles: z.array(discordRole),
  /** True when Discord could not be asked for the roles just now. */
  roles_unavailable: z.boolean(),
  tiers: z.array(z.object({ tier_id: z.uuid(), name: z.string(), role_id: z.string().nullable() })),
});
export type DiscordSettings = z.infer<typeof discordSettings>;

/** The address of Discord's consent page the browser goes to. */
export const discordAuthorizeAnswer = z.object({ url: z.url() });

/**
 * GET /v1/community/discord/callback: where Discord sends the browser back. Its parameters are Discord's,
 * and Discord may add more, so unknown ones are let through; what is missing is told on the page it lands on.
 */
export const discordCallbackQuery = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(500).optional(),
  guild_id: z.string().max(30).optional(),
  error: z.string().max(200).optional(),
});

/** PUT /v1/user/community/discord/roles: the role each tier's members get; null gives none. */
export const discordRolesRequest = z.strictObject({
  roles: z
    .array(
      z.strictObject({
        tier_id: z.uuid(says('fieldSelectedInvalid', { field: 'tier' })),
        role_id: snowflake('role').nullable(),
      }),
      { error: says('fieldList', { field: 'roles' }) },
    )
    .max(50, says('fieldAtMost', { field: 'roles', max: 50 })),
});
export type DiscordRolesRequest = z.input<typeof discordRolesRequest>;

/** A member's role as the creator sees it: what PIXEL last did, and why it could not. */
export const discordMemberSync = z.object({
  member_user_id: z.uuid(),
  member_name: z.string(),
  page_url: z.string(),
  discord_username: z.string().nullable(),
  tier_name: z.string().nullable(),
  /** The role PIXEL gave and has not taken back; null when none. */
  role_id: z.string().nullable(),
  state: z.enum(discordSyncStates),
  last_error: z.string().nullable(),
  retry_at: z.string().nullable(),
  synced_at: z.string().nullable(),
});
export type DiscordMemberSync = z.infer<typeof discordMemberSync>;

export const discordMembersQuery = z.object({ page: pageField, per_page: perPageField(20) });
export const discordMemberParams = z.object({
  member_user_id: z.uuid(says('fieldSelectedInvalid', { field: 'user' })),
});

/** GET /v1/user/discord: the signed-in person's linked Discord account. */
export const myDiscord = z.object({
  available: z.boolean(),
  account: z.object({ username: z.string(), linked_at: z.string() }).nullable(),
});
export type MyDiscord = z.infer<typeof myDiscord>;

/** GET /v1/user/community/telegram: the creator's Telegram group. */
export const telegramSettings = z.object({
  /** Whether this PIXEL has a Telegram bot set up; without one, nothing can be connected. */
  available: z.boolean(),
  /** The bot a creator adds to their group as an admin, by its @username. */
  bot_username: z.string().nullable(),
  group: z.object({ chat_id: z.string(), title: z.string(), connected_at: z.string() }).nullable(),
});
export type TelegramSettings = z.infer<typeof telegramSettings>;

/** PUT /v1/user/community/telegram: the group's chat id (`-100…`) or its public @username. */
export const telegramConnectRequest = z.strictObject({
  chat_id: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? says('fieldRequired', { field: 'chat id' })
          : says('fieldString', { field: 'chat id' }),
    })
    .trim()
    .regex(/^(-?\d{1,20}|@\w{5,32})$/, says('fieldInvalid', { field: 'chat id' })),
});
export type TelegramConnectRequest = z.input<typeof telegramConnectRequest>;

/**
 * POST /v1/webhooks/telegram: an update Telegram sends the bot. Only `chat_member` is read; Telegram adds
 * fields as its API grows, so unknown ones are let through.
 */
export const telegramUpdate = z.object({
  update_id: z.number().int(),
  chat_member: z
    .object({
      chat: z.object({ id: z.number().int() }),
      new_chat_member: z.object({ status: z.string(), user: z.object({ id: z.number().int() }) }),
      invite_link: z.object({ invite_link: z.string() }).optional(),
    })
    .optional(),
});
export const telegramWebhookHeaders = z.object({
  'x-telegram-bot-api-secret-token': z.string().optional(),
});

export const telegramInviteStates = ['invited', 'joined', 'removed', 'failed'] as const;

/** A member's invite to a creator's Telegram group, while their membership lasts. */
export const myTelegramInvite = z.object({
  creator: z.object({ page_url: z.string(), page_name: z.string() }),
  group_title: z.string(),
  /** The single-use link; null once they joined by it, or while it is still being made. */
  invite_link: z.string().nullable(),
  expires_at: z.string().nullable(),
  state: z.enum(telegramInviteStates),
});
export type MyTelegramInvite = z.infer<typeof myTelegramInvite>;

/** The schemas of `communityCalls` (`calls/community.ts`). */
export const communitySchemas = {
  discordSettings: { answers: { 200: dataEnvelope(discordSettings) } },
  discordConnect: { answers: { 200: dataEnvelope(discordAuthorizeAnswer) } },
  discordDisconnect: { answers: { 204: z.null() } },
  discordRoles: { body: discordRolesRequest, answers: { 200: dataEnvelope(discordSettings) } },
  discordMembers: { query: discordMembersQuery, answers: { 200: pageEnvelope(discordMemberSync) } },
  discordRetry: { params: discordMemberParams, answers: { 200: dataEnvelope(discordMemberSync) } },
  discordCallback: {
    query: discordCallbackQuery,
    answers: { 303: z.null().describe('to the page the person started from') },
  },
  myDiscord: { answers: { 200: dataEnvelope(myDiscord) } },
  linkDiscord: { answers: { 200: dataEnvelope(discordAuthorizeAnswer) } },
  unlinkDiscord: { answers: { 204: z.null() } },
  telegramSettings: { answers: { 200: dataEnvelope(telegramSettings) } },
  telegramConnect: { body: telegramConnectRequest, answers: { 200: dataEnvelope(telegramSettings) } },
  telegramDisconnect: { answers: { 204: z.null() } },
  telegramWebhook: {
    headers: telegramWebhookHeaders,
    body: telegramUpdate,
    answers: { 200: dataEnvelope(z.object({ received: z.literal(true) })) },
  },
  myTelegramInvites: { answers: { 200: dataEnvelope(z.array(myTelegramInvite)) } },
} as const satisfies SchemaTable;
