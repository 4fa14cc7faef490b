import { createHmac } from 'node:crypto';
import type { DiscordMemberSync, DiscordRolesRequest, DiscordSettings } from '@pixel/contract';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { randomToken, safeEqual } from '../../lib/tokens.ts';
import {
  type DiscordClient,
  DiscordFailure,
  type DiscordRole,
} from '../../providers/discord/discord-client.ts';
import type { DiscordSync } from './discord-sync.ts';
import type { DiscordRepository, DiscordSyncRow } from './discord.repository.ts';

type Purpose = 'bot' | 'identify';
// a person has ten minutes on Discord's consent page
const STATE_TTL_MS = 10 * 60_000;

/** Where Discord's redirect lands the person, by what they were doing, with how it went. */
const landing: Record<Purpose, string> = {
  bot: '/dashboard/creator-hub/community',
  identify: '/dashboard/memberships',
};
export type DiscordOutcome = 'connected' | 'linked' | 'cancelled' | 'failed' | 'taken';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Discord for members (decision 0160): a creator's server, connected through Discord's consent page with
 * the bot scope, and the role each tier gives; a member's account, linked through the identify scope; and
 * each member's role as the sync left it. Changes that may change a member's role queue the sync job.
 */
export function createDiscordService(deps: {
  repository: DiscordRepository;
  discord: DiscordClient | null;
  sync: DiscordSync;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
  secret: string;
  now: () => Date;
}) {
  const { repository, discord, sync, jobs, now } = deps;
  const redirectUri = `${deps.publicUrl}/v1/community/discord/callback`;

  const sign = (text: string) =>
    createHmac('sha256', deps.secret).update(`discord-state:${text}`).digest('base64url');
  /** The OAuth2 `state`: whose consent it is, for what, until when, signed; nothing is stored. */
  const stateFor = (userId: string, purpose: Purpose) => {
    const text = `${purpose}.${userId}.${now().getTime() + STATE_TTL_MS}.${randomToken(9)}`;
    return `${text}.${sign(text)}`;
  };
  const readState = (state: string | undefined) => {
    const parts = state?.split('.') ?? [];
    if (parts.length !== 5) return null;
    const [purpose, userId, expires, nonce, signature] = parts as [string, string, string, string, string];
    if (!safeEqual(signature, sign(`${purpose}.${userId}.${expires}.${nonce}`))) return null;
    if (purpose !== 'bot' && purpose !== 'identify') return null;
    return { purpose: purpose as Purpose, userId, expired: Number(expires) < now().getTime() };
  };

  const needDiscord = () => {
    if (!discord) throw new AppError('not_found', say('discordOff'));
    return discord;
  };
  const asked = async <T>(request: () => Promise<T>) => {
    try {
      return await request();
    } catch (err) {
      if (err instanceof DiscordFailure) throw new AppError('unavailable', say('discordUnreachable'));
      throw err;
    }
  };
  const queueSync = (only: { creatorUserId?: string; memberUserId?: string }) =>
    jobs.send('discord-roles', only);

  async function settings(creatorUserId: string): Promise<DiscordSettings> {
    const server = await repository.serverOf(creatorUserId);
    const tiers = await repository.tiersWithRoles(creatorUserId);
    let roles: DiscordRole[] = [];
    let rolesUnavailable = false;
    if (server && discord) {
      try {
        roles = await discord.guildRoles(server.guildId);
      } catch {
        rolesUnavailable = true;
      }
    }
    return {
      available: discord !== null,
      server: server && {
        guild_id: server.guildId,
        name: server.guildName,
        connected_at: server.connectedAt.toISOString(),
      },
      roles: roles.map(({ id, name, color }) => ({ id, name, color })),
      roles_unavailable: rolesUnavailable,
      tiers: tiers.map((tier) => ({ tier_id: tier.tierId, name: tier.name, role_id: tier.roleId })),
    };
  }

  const presentSync = (row: {
    sync: DiscordSyncRow;
    memberName: string;
    pageUrl: string;
    username: string | null;
    tierName: string | null;
  }): DiscordMemberSync => ({
    member_user_id: row.sync.memberUserId,
    member_name: row.memberName,
    page_url: row.pageUrl,
    discord_username: row.username,
    tier_name: row.tierName,
    role_id: row.sync.appliedRoleId,
    state: row.sync.state,
    last_error: row.sync.lastError,
    retry_at: iso(row.sync.retryAt),
    synced_at: iso(row.sync.syncedAt),
  });

  return {
    settings,

    /** The consent page that adds PIXEL's bot to a server of the creator's. */
    connectUrl: (creatorUserId: string) => ({
      url: needDiscord().authorizeUrl({ purpose: 'bot', state: stateFor(creatorUserId, 'bot'), redirectUri }),
    }),

    /** The consent page that tells PIXEL which Discord account is the member's. */
    linkUrl: (userId: string) => ({
      url: needDiscord().authorizeUrl({
        purpose: 'identify',
        state: stateFor(userId, 'identify'),
        redirectUri,
      }),
    }),

    /**
     * Discord's redirect back: the state must be this person's own and fresh, the code is exchanged, and the
     * server (from the exchange, not the address) or the account is kept. Answers the page to land on.
     */
    async callback(
      viewerId: string | null,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const state = readState(query.state);
      const land = (purpose: Purpose, outcome: DiscordOutcome) => `${landing[purpose]}?discord=${outcome}`;
      if (!state || !discord) return land(state?.purpose ?? 'identify', 'failed');
      if (query.error) return land(state.purpose, 'cancelled');
      // a link opened in another person's browser does nothing
      if (state.expired || state.userId !== viewerId || !query.code) return land(state.purpose, 'failed');
      try {
        const token = await discord.exchangeCode(query.code, redirectUri);
        if (state.purpose === 'bot') {
          if (!token.guild) return land('bot', 'failed');
          await repository.connectServer(state.userId, token.guild, now());
          await queueSync({ creatorUserId: state.userId });
          return land('bot', 'connected');
        }
        const account = await discord.currentUser(token.accessToken);
        if (!(await repository.linkAccount(state.userId, account, now()))) return land('identify', 'taken');
        await queueSync({ memberUserId: state.userId });
        return land('identify', 'linked');
      } catch (err) {
        if (err instanceof DiscordFailure) return land(state.purpose, 'failed');
        throw err;
      }
    },

    /** The creator's server let go: the roles PIXEL gave are taken back while the bot is still there. */
    async disconnect(creatorUserId: string) {
      await repository.disconnectServer(creatorUserId);
      await queueSync({ creatorUserId });
    },

    async setRoles(creatorUserId: string, body: DiscordRolesRequest) {
      const client = needDiscord();
      const server = await repository.serverOf(creatorUserId);
      if (!server) throw new AppError('conflict', say('discordNotConnected'));
      const own = await repository.ownTiers(
        creatorUserId,
        body.roles.map((role) => role.tier_id),
      );
      const known = new Set((await asked(() => client.guildRoles(server.guildId))).map((role) => role.id));
      body.roles.forEach((role, index) => {
        if (!own.has(role.tier_id))
          throw fieldError(`roles.${index}.tier_id`, say('fieldSelectedInvalid', { field: 'tier' }));
        if (role.role_id !== null && !known.has(role.role_id))
          throw fieldError(`roles.${index}.role_id`, say('discordRoleUnknown'));
      });
      await repository.setRoles(
        creatorUserId,
        body.roles.map((role) => ({ tierId: role.tier_id, roleId: role.role_id })),
      );
      await queueSync({ creatorUserId });
      return settings(creatorUserId);
    },

    async members(creatorUserId: string, at: { page: number; perPage: number }) {
      const [rows, total] = await Promise.all([
        repository.membersOf(creatorUserId, { limit: at.perPage, offset: (at.page - 1) * at.perPage }),
        repository.countMembersOf(creatorUserId),
      ]);
      return { data: rows.map(presentSync), meta: pageMeta({ ...at, total }) };
    },

    /** The creator's retry of one member: done now, and answered as it stands after. */
    async retry(creatorUserId: string, memberUserId: string) {
      needDiscord();
      if (!(await repository.dueNow(creatorUserId, memberUserId)))
        throw new AppError('not_found', say('notFound'));
      await sync.syncMember(creatorUserId, memberUserId);
      const page = await repository.membersOfOne(creatorUserId, memberUserId);
      return presentSync(page!);
    },

    async mine(userId: string) {
      const account = await repository.accountOf(userId);
      return {
        available: discord !== null,
        account: account && { username: account.username, linked_at: account.linkedAt.toISOString() },
      };
    },

    /** The member's account let go: the roles PIXEL gave it are taken back. */
    async unlink(userId: string) {
      await repository.unlinkAccount(userId);
      await queueSync({ memberUserId: userId });
    },
  };
}

export type DiscordService = ReturnType<typeof createDiscordService>;
