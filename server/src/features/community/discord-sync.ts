import {
  type DiscordClient,
  DiscordFailure,
  discordErrorCodes,
} from '../../providers/discord/discord-client.ts';
import type { DesiredRole, DiscordRepository, DiscordSyncRow } from './discord.repository.ts';

// a refusal or an outage is tried again after 1, 2, 4… minutes, at most 6 hours apart
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
// one sweep does at most this many members; the next minute's does the rest
const SWEEP_SIZE = 200;

/** Nothing left to take away: the member left the server, the role was deleted, or the bot was removed. */
const alreadyGone = (failure: DiscordFailure) =>
  failure.kind === 'refused' &&
  failure.details.status === 404 &&
  [discordErrorCodes.unknownMember, discordErrorCodes.unknownRole, discordErrorCodes.unknownGuild].includes(
    failure.details.code as 10004,
  );

const same = (desired: DesiredRole | null, row: DiscordSyncRow) =>
  (desired?.roleId ?? null) === row.appliedRoleId &&
  (desired?.guildId ?? null) === row.appliedGuildId &&
  (desired?.discordUserId ?? null) === row.appliedDiscordUserId;

/**
 * Members' roles made to match their memberships (decision 0160). For one member: claim their row (or
 * leave it to the instance that holds it), read what their membership asks for now, and when it is not
 * what PIXEL last did, take the old role away and give the new one, then write down what was done. Run
 * again, it finds nothing to do; a 429 is tried again after Discord's `retry_after`, other failures later.
 */
export function createDiscordSync(deps: {
  repository: DiscordRepository;
  discord: DiscordClient | null;
  now: () => Date;
}) {
  const { repository, discord, now } = deps;

  async function syncMember(creatorUserId: string, memberUserId: string) {
    const row = await repository.claim(creatorUserId, memberUserId, now());
    if (!row) return null;
    // Discord said when to ask again (or a failure is backing off): not before then, whoever asks
    if (row.retryAt && row.retryAt > now()) return repository.release(creatorUserId, memberUserId, {}, now());
    const desired = await repository.desiredFor(creatorUserId, memberUserId, now());
    if (same(desired, row)) {
      return repository.release(
        creatorUserId,
        memberUserId,
        { state: 'synced', lastError: null, retryAt: null, attempts: 0 },
        now(),
      );
    }
    // without Discord set up nothing can be done; the row waits as it is
    if (!discord) return repository.release(creatorUserId, memberUserId, {}, now());
    // what is given in Discord as the steps succeed
    let applied = {
      appliedGuildId: row.appliedGuildId,
      appliedRoleId: row.appliedRoleId,
      appliedDiscordUserId: row.appliedDiscordUserId,
    };
    try {
      if (row.appliedRoleId && row.appliedGuildId && row.appliedDiscordUserId) {
        try {
          await discord.removeRole(row.appliedGuildId, row.appliedDiscordUserId, row.appliedRoleId);
        } catch (err) {
          if (!(err instanceof DiscordFailure && alreadyGone(err))) throw err;
        }
        applied = { appliedGuildId: null, appliedRoleId: null, appliedDiscordUserId: null };
      }
      if (desired) {
        await discord.addRole(desired.guildId, desired.discordUserId, desired.roleId);
        applied = {
          appliedGuildId: desired.guildId,
          appliedRoleId: desired.roleId,
          appliedDiscordUserId: desired.discordUserId,
        };
      }
    } catch (err) {
      const failure = err instanceof DiscordFailure ? err : new DiscordFailure('unreachable', String(err));
      const attempts = row.attempts + 1;
      const waitMs =
        failure.kind === 'rate-limited' ? (failure.details.retryAfterMs ?? 1000) : backoffMs(attempts);
      return repository.release(
        creatorUserId,
        memberUserId,
        {
          ...applied,
          state: failure.kind === 'rate-limited' ? 'waiting' : 'failed',
          attempts,
          lastError: failure.message.slice(0, 500),
          retryAt: new Date(now().getTime() + waitMs),
        },
        now(),
      );
    }
    return repository.release(
      creatorUserId,
      memberUserId,
      { ...applied, state: 'synced', attempts: 0, lastError: null, retryAt: null, syncedAt: now() },
      now(),
    );
  }

  /** Every member whose role is due a change (of one creator or one member when told), one after another. */
  async function sweep(only: { creatorUserId?: string; memberUserId?: string } = {}) {
    const due = await repository.dueForSync(now(), SWEEP_SIZE, only);
    for (const pair of due) await syncMember(pair.creatorUserId, pair.memberUserId);
    return due.length;
  }

  return { syncMember, sweep };
}

export type DiscordSync = ReturnType<typeof createDiscordSync>;
