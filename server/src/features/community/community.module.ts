import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createDiscordClient, type DiscordSettings } from '../../providers/discord/discord-client.ts';
import { createDiscordStandIn } from '../../providers/discord/discord-stand-in.ts';
import type { SettledPayment } from '../payments/payments.service.ts';
import { communityRoutes } from './community.routes.ts';
import { createDiscordSync } from './discord-sync.ts';
import { createDiscordRepository } from './discord.repository.ts';
import { createDiscordService } from './discord.service.ts';
import { createTelegramClient, type TelegramSettings } from '../../providers/telegram/telegram-client.ts';
import { createTelegramStandIn } from '../../providers/telegram/telegram-stand-in.ts';
import { createTelegramSync } from './telegram-sync.ts';
import { createTelegramRepository } from './telegram.repository.ts';
import { createTelegramService } from './telegram.service.ts';

/**
 * Discord and Telegram for members (issue #68, decision 0160): a creator's Discord server and the role each
 * tier gives, a member's linked account, a creator's Telegram group and its members' single-use invites, and
 * the jobs that give and take roles and places as memberships start and end. Without a Discord application
 * or Telegram bot configured, development serves stand-ins of both at `/dev/discord` and `/dev/telegram`.
 */
export function communityModule(deps: {
  db: Db;
  discord: (DiscordSettings & { standIn: boolean }) | null;
  telegram: (TelegramSettings & { standIn: boolean }) | null;
  /** Whether the development routes are served (development and tests). */
  devRoutes: boolean;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
  secret: string;
  now: () => Date;
}) {
  const { db, now, jobs } = deps;
  const repository = createDiscordRepository(db);
  const discord = deps.discord && createDiscordClient(deps.discord);
  const sync = createDiscordSync({ repository, discord, now });
  const service = createDiscordService({
    repository,
    discord,
    sync,
    jobs,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    now,
  });
  const standIn = deps.discord?.standIn && deps.devRoutes ? createDiscordStandIn() : null;
  const telegramRepository = createTelegramRepository(db);
  const telegramClient = deps.telegram && createTelegramClient(deps.telegram);
  const telegramSync = createTelegramSync({
    repository: telegramRepository,
    telegram: telegramClient,
    jobs,
    now,
  });
  const telegram = createTelegramService({
    repository: telegramRepository,
    telegram: telegramClient,
    jobs,
    publicUrl: deps.publicUrl,
    now,
  });
  // its invite links open its own join page, so a newcomer can try joining in development
  const telegramStandIn =
    deps.telegram?.standIn && deps.devRoutes
      ? createTelegramStandIn(undefined, `${deps.publicUrl}/dev/telegram/join`)
      : null;

  /** A membership paid for: its member's role and invite are seen to at once rather than at the next sweep. */
  const onSettled = async (tx: Tx, settled: SettledPayment[]) => {
    for (const { payment } of settled) {
      if (payment.kind !== 'membership' || !payment.payerUserId) continue;
      const pair = { creatorUserId: payment.payeeUserId, memberUserId: payment.payerUserId };
      await deps.jobs.send('discord-roles', pair, { tx });
      await deps.jobs.send('telegram-invites', pair, { tx });
    }
  };

  return {
    routes: async (app) => {
      await app.register(communityRoutes, { discord: service, telegram });
      if (standIn) await app.register(standIn.routes, { prefix: '/dev/discord' });
      if (telegramStandIn) await app.register(telegramStandIn.routes, { prefix: '/dev/telegram' });
    },
    jobs: {
      'discord-roles': async ({ creatorUserId, memberUserId }) =>
        creatorUserId && memberUserId
          ? sync.syncMember(creatorUserId, memberUserId)
          : sync.sweep({ creatorUserId, memberUserId }),
      'telegram-invites': async ({ creatorUserId, memberUserId }) =>
        creatorUserId && memberUserId
          ? telegramSync.syncMember(creatorUserId, memberUserId)
          : telegramSync.sweep({ creatorUserId, memberUserId }),
    },
    onSettled,
  } satisfies FeatureModule & Record<string, unknown>;
}
