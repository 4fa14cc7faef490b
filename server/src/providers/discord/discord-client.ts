import type * as DiscordRest from '@discordjs/rest';
import type { REST } from '@discordjs/rest';
import {
  OAuth2Scopes,
  PermissionFlagsBits,
  type RESTGetAPIGuildRolesResult,
  type RESTGetAPIUserResult,
  type RESTPostOAuth2AccessTokenResult,
  type RESTPostOAuth2AccessTokenWithBotAndGuildsScopeResult,
  Routes,
} from 'discord-api-types/v10';
import { onFirstUse } from '../../lib/first-use.ts';

/** PIXEL's Discord application, as the configuration gives it (decision 0160). */
export interface DiscordSettings {
  /** The REST API's address with its version, `https://discord.com/api/v10` or the stand-in's. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  botToken: string;
}

/** A role as a creator chooses it: the roles the bot may give, without `@everyone` and integrations' own. */
export interface DiscordRole {
  id: string;
  name: string;
  color: number;
  position: number;
}

/**
 * Why Discord did not do what it was asked: its rate limit (try again after `retryAfterMs`), a refusal
 * with Discord's own JSON error code and message (an unknown role 10011, an unknown member 10007, missing
 * permissions 50013), or no answer at all.
 */
export class DiscordFailure extends Error {
  constructor(
    readonly kind: 'rate-limited' | 'refused' | 'unreachable',
    message: string,
    readonly details: { status?: number; code?: number | string; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

/** Discord's JSON error codes PIXEL acts on (Discord's "JSON Error Codes" table). */
export const discordErrorCodes = { unknownGuild: 10004, unknownMember: 10007, unknownRole: 10011 } as const;

// the bot asks for Manage Roles and nothing else
const botPermissions = PermissionFlagsBits.ManageRoles.toString();

/**
 * `@discordjs/rest`, loaded when Discord is first called: it loads Node.js's HTTP client (undici) as it
 * loads, which a process that never calls Discord need not hold (decision 0077).
 */
const library = onFirstUse(() => import('@discordjs/rest'));

function asFailure(
  err: unknown,
  { DiscordAPIError, HTTPError, RateLimitError }: typeof DiscordRest,
): DiscordFailure {
  if (err instanceof RateLimitError)
    return new DiscordFailure('rate-limited', 'Rate limited by Discord', { retryAfterMs: err.retryAfter });
  if (err instanceof DiscordAPIError)
    return new DiscordFailure('refused', err.message, { status: err.status, code: err.code });
  if (err instanceof HTTPError)
    return new DiscordFailure('unreachable', `Discord answered ${err.status}`, { status: err.status });
  return new DiscordFailure('unreachable', 'Discord could not be reached');
}

/**
 * Discord's REST API through `@discordjs/rest`, at the configured address: the OAuth2 consent page and
 * token exchange, the signed-in account, and the bot's calls on a server's roles. A 429 is not waited out
 * here: it comes back as a `DiscordFailure` with Discord's `retry_after`, so the job that asked can try
 * again then without holding anything.
 */
export function createDiscordClient(settings: DiscordSettings) {
  // `https://discord.com/api/v10` is the library's `api` and `version` apart
  const versioned = /^(.*)\/v(\d+)\/?$/.exec(settings.apiUrl);
  const restOptions = {
    api: versioned ? versioned[1]! : settings.apiUrl,
    version: versioned ? versioned[2]! : '10',
    rejectOnRateLimit: () => true,
    retries: 1,
    timeout: 10_000,
  };
  const clients = onFirstUse(async () => {
    const { REST } = await library();
    // OAuth2's calls carry the client's secret or a person's token, never the bot's
    return { bot: new REST(restOptions).setToken(settings.botToken), oauth: new REST(restOptions) };
  });
  // Discord's consent page is beside its API: https://discord.com/oauth2/authorize
  const site = settings.apiUrl.replace(/\/api(\/v\d+)?\/?$/, '');

  const call = async <T>(request: (rest: { bot: REST; oauth: REST }) => Promise<unknown>) => {
    const rest = await clients();
    try {
      return (await request(rest)) as T;
    } catch (err) {
      throw asFailure(err, await library());
    }
  };

  return {
    /**
     * The consent page: `bot` adds the bot to a server the creator picks, with Manage Roles (the
     * redirect then carries `guild_id`); `identify` reads a member's account.
     */
    authorizeUrl(options: { purpose: 'bot' | 'identify'; state: string; redirectUri: string }) {
      const url = new URL(`${site}/oauth2/authorize`);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', options.redirectUri);
      url.searchParams.set('state', options.state);
      if (options.purpose === 'bot') {
        // with another scope beside `bot`, the code's exchange names the server it was added to
        url.searchParams.set('scope', `${OAuth2Scopes.Bot} ${OAuth2Scopes.Identify}`);
        url.searchParams.set('permissions', botPermissions);
      } else {
        url.searchParams.set('scope', OAuth2Scopes.Identify);
      }
      return url.href;
    },

    /** The code Discord's redirect carried, exchanged: the person's token, and the server a bot was added to. */
    async exchangeCode(code: string, redirectUri: string) {
      const answer = await call<
        RESTPostOAuth2AccessTokenResult & Partial<RESTPostOAuth2AccessTokenWithBotAndGuildsScopeResult>
      >(({ oauth }) =>
        oauth.post(Routes.oauth2TokenExchange(), {
          auth: false,
          passThroughBody: true,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }).toString(),
        }),
      );
      return {
        accessToken: answer.access_token,
        guild: answer.guild ? { id: answer.guild.id, name: answer.guild.name } : null,
      };
    },

    /** The account a person's token is for (`GET /users/@me`). */
    async currentUser(accessToken: string) {
      const user = await call<RESTGetAPIUserResult>(({ oauth }) =>
        oauth.get(Routes.user(), { auth: false, headers: { Authorization: `Bearer ${accessToken}` } }),
      );
      return { id: user.id, username: user.username };
    },

    /** The roles a creator may give members: not `@everyone`, not an integration's own. */
    async guildRoles(guildId: string): Promise<DiscordRole[]> {
      const roles = await call<RESTGetAPIGuildRolesResult>(({ bot }) => bot.get(Routes.guildRoles(guildId)));
      return roles
        .filter((role) => role.id !== guildId && !role.managed)
        .sort((a, b) => b.position - a.position)
        .map(({ id, name, color, position }) => ({ id, name, color, position }));
    },

    async addRole(guildId: string, userId: string, roleId: string) {
      await call(({ bot }) =>
        bot.put(Routes.guildMemberRole(guildId, userId, roleId), { reason: 'PIXEL membership active' }),
      );
    },

    async removeRole(guildId: string, userId: string, roleId: string) {
      await call(({ bot }) =>
        bot.delete(Routes.guildMemberRole(guildId, userId, roleId), { reason: 'PIXEL membership ended' }),
      );
    },
  };
}

export type DiscordClient = ReturnType<typeof createDiscordClient>;
