import type { JobQueue } from '../../jobs/queue.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaTime } from '../../lib/manila.ts';
import { type TelegramClient, TelegramFailure } from '../../providers/telegram/telegram-client.ts';
import type { TelegramRepository } from './telegram.repository.ts';

// an invite works for a week; one not used by then is made again, and mailed again
const INVITE_DAYS = 7;
const DAY_MS = 86_400_000;
// a refusal or an outage is tried again 5 minutes later (Telegram's 429 says when itself)
const RETRY_MS = 5 * 60_000;
const SWEEP_SIZE = 200;

/**
 * Members' places in their creators' Telegram groups made to match their memberships (decision 0160): an
 * active member without a place or a live invite is sent a single-use link (member_limit 1) by mail, and
 * one whose membership ended is removed (a ban, then an unban, so a later membership can bring them back)
 * or, if they never joined, their link is revoked. Each member's row is claimed first, so one instance
 * acts at a time; run again, it finds nothing to do.
 */
export function createTelegramSync(deps: {
  repository: TelegramRepository;
  telegram: TelegramClient | null;
  jobs: Pick<JobQueue, 'send'>;
  now: () => Date;
}) {
  const { repository, telegram, jobs, now } = deps;

  async function mailInvite(
    creatorUserId: string,
    memberUserId: string,
    link: string,
    title: string,
    until: Date,
  ) {
    const parts = await repository.mailParts(creatorUserId, memberUserId);
    if (!parts?.member.email) return;
    const t = translator(parts.member.language ?? 'en');
    await jobs.send('send-mail', {
      to: parts.member.email,
      subject: t('mail.telegramInvite.subject', { creator: parts.creatorName }),
      text: t('mail.telegramInvite.text', {
        name: parts.member.name,
        creator: parts.creatorName,
        group: title,
        until: manilaTime(until),
        link,
      }),
    });
  }

  async function syncMember(creatorUserId: string, memberUserId: string) {
    const group = await repository.groupOf(creatorUserId);
    const desired = await repository.desiredFor(creatorUserId, memberUserId, now());
    const row = await repository.claim(
      creatorUserId,
      memberUserId,
      desired?.chatId ?? group?.chatId ?? '',
      now(),
    );
    if (!row) return;
    const leave = (change: Parameters<TelegramRepository['release']>[2] = {}) =>
      repository.release(creatorUserId, memberUserId, change, now());
    if ((row.retryAt && row.retryAt > now()) || !telegram) return leave();
    const inGroup = desired && row.chatId === desired.chatId;
    if (inGroup && row.state === 'joined') return leave();
    if (inGroup && row.state === 'invited' && row.expiresAt && row.expiresAt > now()) return leave();
    if (!desired && row.state === 'removed') return leave();
    try {
      if (desired && group) {
        // a link not used in time is revoked before its replacement is made
        if (row.state === 'invited' && row.inviteLink)
          await telegram.revokeLink(row.chatId, row.inviteLink).catch(() => undefined);
        const expiresAt = new Date(now().getTime() + INVITE_DAYS * DAY_MS);
        const link = await telegram.inviteLink(
          desired.chatId,
          `PIXEL member ${memberUserId.slice(0, 8)}`,
          expiresAt,
        );
        await leave({
          chatId: desired.chatId,
          inviteLink: link,
          expiresAt,
          telegramUserId: null,
          state: 'invited',
          lastError: null,
          retryAt: null,
        });
        await mailInvite(creatorUserId, memberUserId, link, group.title, expiresAt);
        return;
      }
      if (row.telegramUserId) await telegram.remove(row.chatId, row.telegramUserId);
      else if (row.inviteLink) await telegram.revokeLink(row.chatId, row.inviteLink);
      await leave({
        state: 'removed',
        inviteLink: null,
        expiresAt: null,
        telegramUserId: null,
        lastError: null,
        retryAt: null,
      });
    } catch (err) {
      const failure = err instanceof TelegramFailure ? err : new TelegramFailure('unreachable', String(err));
      const waitMs = failure.kind === 'rate-limited' ? (failure.details.retryAfterMs ?? 1000) : RETRY_MS;
      await leave({
        state: 'failed',
        lastError: failure.message.slice(0, 500),
        retryAt: new Date(now().getTime() + waitMs),
      });
    }
  }

  async function sweep(only: { creatorUserId?: string; memberUserId?: string } = {}) {
    const due = await repository.dueForSync(now(), SWEEP_SIZE, only);
    for (const pair of due) await syncMember(pair.creatorUserId, pair.memberUserId);
    return due.length;
  }

  return { syncMember, sweep };
}

export type TelegramSync = ReturnType<typeof createTelegramSync>;
