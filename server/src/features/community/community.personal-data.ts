import { eq, sql } from 'drizzle-orm';
import {
  discordAccounts,
  discordRoleSyncs,
  discordServers,
  discordTierRoles,
  telegramGroups,
  telegramInvites,
} from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * Discord and Telegram for members (decision 0160): the person's linked Discord account and the server
 * they connected are in their copy; the rest is PIXEL's own bookkeeping of roles and invites, gone with the
 * account.
 */
export const communityPersonalData: PersonalDataPart = {
  name: 'community',
  export: {
    tables: [discordAccounts, discordServers],
    async parts({ db, userId }) {
      const accounts = await db.select().from(discordAccounts).where(eq(discordAccounts.userId, userId));
      const servers = await db.select().from(discordServers).where(eq(discordServers.creatorUserId, userId));
      return [
        part(
          'discord-account',
          'The Discord account you linked, so that your memberships give you their roles.',
          ({ col }) => [
            col('discord_user_id', (r) => r.discordUserId),
            col('username', (r) => r.username),
            col('linked_at', (r) => at(r.linkedAt)),
          ],
          accounts,
        ),
        part(
          'discord-server',
          'The Discord server you connected for your members.',
          ({ col }) => [
            col('server_id', (r) => r.guildId),
            col('name', (r) => r.guildName),
            col('connected_at', (r) => at(r.connectedAt)),
          ],
          servers,
        ),
      ];
    },
  },
  erase: {
    tables: [
      discordAccounts,
      discordServers,
      discordTierRoles,
      discordRoleSyncs,
      telegramGroups,
      telegramInvites,
    ],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from discord_accounts where user_id = ${u}`);
      await tx.execute(sql`delete from discord_tier_roles where creator_user_id = ${u}`);
      await tx.execute(sql`delete from discord_servers where creator_user_id = ${u}`);
      await tx.execute(
        sql`delete from discord_role_syncs where creator_user_id = ${u} or member_user_id = ${u}`,
      );
      await tx.execute(sql`delete from telegram_groups where creator_user_id = ${u}`);
      await tx.execute(
        sql`delete from telegram_invites where creator_user_id = ${u} or member_user_id = ${u}`,
      );
    },
  },
  notExported: [
    [discordTierRoles, "a creator's choice of the Discord role each tier gives"],
    [discordRoleSyncs, 'what PIXEL did in a Discord server: ids of roles and the state of each try'],
    [telegramGroups, 'the Telegram group a creator connected: its chat id and title'],
    [telegramInvites, 'the invite links PIXEL made and the state of each member in the group'],
  ],
};
