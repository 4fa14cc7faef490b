import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { inList } from './columns.ts';
import { membershipTiers } from './memberships.ts';

/** The Discord server (guild) a creator connected by adding PIXEL's bot to it: one per creator (decision 0160). */
export const discordServers = pgTable('discord_servers', {
  creatorUserId: uuid('creator_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  guildId: text('guild_id').notNull(),
  guildName: text('guild_name').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});

/** The Discord role a tier's members are given in their creator's server. */
export const discordTierRoles = pgTable(
  'discord_tier_roles',
  {
    tierId: uuid('tier_id')
      .primaryKey()
      .references(() => membershipTiers.id, { onDelete: 'cascade' }),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id').notNull(),
  },
  (t) => [index('discord_tier_roles_creator_idx').on(t.creatorUserId)],
);

/** A person's Discord account, linked once through Discord's sign-in (the `identify` scope). */
export const discordAccounts = pgTable('discord_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discordUserId: text('discord_user_id').notNull().unique(),
  username: text('username').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

export const discordSyncStates = ['pending', 'synced', 'waiting', 'failed'] as const;

/**
 * What PIXEL has done in a creator's Discord server for one member: the role it gave (`applied_*`), which
 * the job compares with what the member's membership asks for now and changes to match. An instance claims
 * the row (`claimed_until`) before it talks to Discord, so one instance acts for a member at a time.
 */
export const discordRoleSyncs = pgTable(
  'discord_role_syncs',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appliedGuildId: text('applied_guild_id'),
    appliedRoleId: text('applied_role_id'),
    appliedDiscordUserId: text('applied_discord_user_id'),
    state: text('state', { enum: discordSyncStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Discord's words for the last refusal, or ours for a failure to reach it
    lastError: text('last_error'),
    // when a waiting or failed sync is tried again by the sweep
    retryAt: timestamp('retry_at', { withTimezone: true }),
    // an instance talking to Discord for this member holds the row until then; another leaves it alone
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorUserId, t.memberUserId] }),
    index('discord_role_syncs_member_idx').on(t.memberUserId),
    index('discord_role_syncs_retry_idx')
      .on(t.retryAt)
      .where(sql`${t.retryAt} is not null`),
    check('discord_role_syncs_state_check', sql.raw(`state in (${inList(discordSyncStates)})`)),
  ],
);

/** The Telegram group a creator connected: PIXEL's bot is an admin there that may invite and remove. */
export const telegramGroups = pgTable('telegram_groups', {
  creatorUserId: uuid('creator_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: text('chat_id').notNull(),
  title: text('title').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});

export const telegramInviteStates = ['invited', 'joined', 'removed', 'failed'] as const;

/**
 * A member's place in a creator's Telegram group: the single-use invite link made for them, the Telegram
 * account that joined by it (told by the bot's `chat_member` updates), and whether they were removed.
 */
export const telegramInvites = pgTable(
  'telegram_invites',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    inviteLink: text('invite_link'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    telegramUserId: text('telegram_user_id'),
    state: text('state', { enum: telegramInviteStates }).notNull(),
    lastError: text('last_error'),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorUserId, t.memberUserId] }),
    index('telegram_invites_member_idx').on(t.memberUserId),
    index('telegram_invites_link_idx').on(t.inviteLink),
    check('telegram_invites_state_check', sql.raw(`state in (${inList(telegramInviteStates)})`)),
  ],
);
