import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { discordStandInCredentials } from './discord-stand-in-credentials.ts';

/**
 * A stand-in for Discord (decision 0160), as its developer documents describe the calls PIXEL makes: the
 * OAuth2 consent page (which consents at once, as the person who opened it), `POST /oauth2/token`,
 * `GET /users/@me`, a server's roles, and giving and taking a member's role. It refuses as Discord does:
 * a wrong token 401, an unknown server, member or role 404 with Discord's JSON error code, a role above the
 * bot's own 403 (50013), and a 429 with `retry_after` when told to. Anything else is a 404.
 * Development serves it under `/dev/discord`; tests start it on a port of their own.
 */

interface StandInRole {
  id: string;
  name: string;
  color: number;
  position: number;
  managed: boolean;
}
interface StandInGuild {
  id: string;
  name: string;
  roles: StandInRole[];
  /** Each member's roles, by user id. */
  members: Map<string, Set<string>>;
}

let lastId = 200_000_000_000_000_000n;
const snowflake = () => String(++lastId);
const discordError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ message, code });

/** The stand-in's state: what tests read and set, and what development starts with. */
export function createDiscordStandIn(credentials = discordStandInCredentials) {
  const guilds = new Map<string, StandInGuild>();
  const users = new Map<string, { id: string; username: string }>();
  const codes = new Map<string, { redirectUri: string; userId: string; guildId: string | null }>();
  const tokens = new Map<string, string>();
  /** Each call the bot made on a member's roles: `PUT guild/user/role`. */
  const roleCalls: string[] = [];
  let rateLimited: { count: number; retryAfter: number; userId?: string } = { count: 0, retryAfter: 0 };
  let nextUsername: string | null = null;
  let latencyMs = 0;

  function addGuild(name: string) {
    const id = snowflake();
    const role = (name: string, position: number, managed = false, color = 0) => ({
      id: snowflake(),
      name,
      color,
      position,
      managed,
    });
    const guild: StandInGuild = {
      id,
      name,
      roles: [
        { id, name: '@everyone', color: 0, position: 0, managed: false },
        role('Sketch Club', 1, false, 0x3498db),
        role('Studio Pass', 2, false, 0x9b59b6),
        role('PIXEL', 3, true),
        role('Moderators', 4, false, 0xe67e22),
      ],
      members: new Map(),
    };
    guilds.set(id, guild);
    return guild;
  }
  const home = addGuild('Stand-in Art Server');

  return {
    credentials,
    guilds,
    home,
    roleCalls,
    /** The next consent is given as a new Discord user with this name. */
    consentAs(username: string) {
      nextUsername = username;
    },
    /**
     * The next `count` calls of the bot (on `userId`'s roles, when given) are refused with a 429 that says
     * to retry after `retryAfter` seconds.
     */
    rateLimit(count: number, retryAfter: number, userId?: string) {
      rateLimited = { count, retryAfter, userId };
    },
    /** Each change of a member's roles is answered `ms` later, as a slow day of Discord's would be. */
    answerAfter(ms: number) {
      latencyMs = ms;
    },
    /** The roles a member has in a server. */
    rolesOf(guildId: string, userId: string) {
      return [...(guilds.get(guildId)?.members.get(userId) ?? [])];
    },
    userNamed(username: string) {
      return [...users.values()].find((user) => user.username === username) ?? null;
    },
    /** Takes a member out of a server, as leaving it does. */
    leave(guildId: string, userId: string) {
      guilds.get(guildId)?.members.delete(userId);
    },

    /** The stand-in's routes, under the prefix it is registered at. */
    routes: async (app: FastifyInstance) => {
      // the token exchange's form: the app parses forms already, a server of its own does not
      if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
      // not PIXEL's API: left out of its OpenAPI document
      const hidden = { schema: { hide: true } };

      const botGuild = (request: FastifyRequest, reply: FastifyReply) => {
        if (request.headers.authorization !== `Bot ${credentials.botToken}`) {
          void discordError(reply, 401, 0, '401: Unauthorized');
          return null;
        }
        const about = (request.params as { user?: string }).user;
        if (rateLimited.count > 0 && (!rateLimited.userId || rateLimited.userId === about)) {
          rateLimited.count--;
          void reply
            .code(429)
            .header('retry-after', String(Math.ceil(rateLimited.retryAfter)))
            .header('x-ratelimit-scope', 'user')
            .send({
              message: 'You are being rate limited.',
              retry_after: rateLimited.retryAfter,
              global: false,
            });
          return null;
        }
        const guild = guilds.get((request.params as { guild: string }).guild);
        if (!guild) void discordError(reply, 404, 10004, 'Unknown Guild');
        return guild ?? null;
      };

      app.get('/oauth2/authorize', hidden, async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        if (query.client_id !== credentials.clientId)
          return discordError(reply, 400, 0, 'Unknown Application');
        if (query.response_type !== 'code' || !query.redirect_uri || !query.scope)
          return discordError(reply, 400, 50035, 'Invalid Form Body');
        const scopes = query.scope.split(' ');
        const username = nextUsername ?? `standin_${randomBytes(3).toString('hex')}`;
        nextUsername = null;
        const user = { id: snowflake(), username };
        users.set(user.id, user);
        // whoever consents is taken to be in the stand-in's server, as a member who joined it
        home.members.set(user.id, home.members.get(user.id) ?? new Set());
        const code = randomBytes(16).toString('hex');
        const guildId = scopes.includes('bot') ? home.id : null;
        codes.set(code, { redirectUri: query.redirect_uri, userId: user.id, guildId });
        const back = new URL(query.redirect_uri);
        back.searchParams.set('code', code);
        if (query.state) back.searchParams.set('state', query.state);
        if (guildId) {
          back.searchParams.set('guild_id', guildId);
          back.searchParams.set('permissions', query.permissions ?? '0');
        }
        return reply.redirect(back.href, 302);
      });

      app.post('/api/v10/oauth2/token', hidden, async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        if (body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret)
          return reply.code(401).send({ error: 'invalid_client' });
        if (body.grant_type !== 'authorization_code')
          return reply.code(400).send({ error: 'unsupported_grant_type' });
        const found = body.code ? codes.get(body.code) : undefined;
        if (!found || found.redirectUri !== body.redirect_uri)
          return reply
            .code(400)
            .send({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
        codes.delete(body.code!);
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, found.userId);
        const guild = found.guildId ? guilds.get(found.guildId) : undefined;
        return {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 604800,
          refresh_token: randomBytes(16).toString('hex'),
          scope: guild ? 'bot identify' : 'identify',
          ...(guild && { guild: { id: guild.id, name: guild.name, roles: guild.roles } }),
        };
      });

      app.get('/api/v10/users/@me', hidden, async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const user = header.startsWith('Bearer ') ? users.get(tokens.get(header.slice(7)) ?? '') : undefined;
        if (!user) return discordError(reply, 401, 0, '401: Unauthorized');
        return { id: user.id, username: user.username, global_name: null, discriminator: '0', avatar: null };
      });

      app.get('/api/v10/guilds/:guild/roles', hidden, async (request, reply) => {
        const guild = botGuild(request, reply);
        return guild ? guild.roles : reply;
      });

      const memberRole =
        (method: 'PUT' | 'DELETE') => async (request: FastifyRequest, reply: FastifyReply) => {
          const guild = botGuild(request, reply);
          if (!guild) return reply;
          const { user, role } = request.params as { user: string; role: string };
          const found = guild.roles.find((candidate) => candidate.id === role);
          if (!found) return discordError(reply, 404, 10011, 'Unknown Role');
          const roles = guild.members.get(user);
          if (!roles) return discordError(reply, 404, 10007, 'Unknown Member');
          const bot = guild.roles.find((candidate) => candidate.managed)!;
          if (found.position >= bot.position || found.id === guild.id)
            return discordError(reply, 403, 50013, 'Missing Permissions');
          roleCalls.push(`${method} ${guild.id}/${user}/${role}`);
          if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
          if (method === 'PUT') roles.add(role);
          else roles.delete(role);
          return reply.code(204).send();
        };
      app.put('/api/v10/guilds/:guild/members/:user/roles/:role', hidden, memberRole('PUT'));
      app.delete('/api/v10/guilds/:guild/members/:user/roles/:role', hidden, memberRole('DELETE'));

      app.setNotFoundHandler((_request, reply) => discordError(reply, 404, 0, '404: Not Found'));
    },
  };
}

export type DiscordStandIn = ReturnType<typeof createDiscordStandIn>;
