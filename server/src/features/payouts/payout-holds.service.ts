import { type Language, supportEmail } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { PayoutChangeKind } from '../../db/schema/index.ts';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaDateTime } from '../../lib/manila.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { PayoutHoldsRepository } from './payout-holds.repository.ts';
import { onFirstUse } from '../../lib/first-use.ts';

/** How long payouts wait after a change of where the money goes (decision 0068). */
export const PAYOUT_HOLD_MS = 5 * 86_400_000;
/** The "This wasn't me" link works this long: past the hold, for an owner who reads their mail late. */
const LINK_TTL_MS = 30 * 86_400_000;
/** Where the link leads: short, so the SMS stays one message. */
export const NOT_ME_PATH = '/w/';
const SMS_MAX = 160;

const manilaFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Manila',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const shortTime = onFirstUse(
  () =>
    ({ en: manilaFormat('en-US'), fil: manilaFormat('fil-PH') }) satisfies Record<
      Language,
      Intl.DateTimeFormat
    >,
);

/**
 * The SMS telling the number on file, in the owner's language: one message, dropping the date if the site's
 * address is long.
 */
export function changeSms(kind: PayoutChangeKind, heldUntil: Date, url: string, language: Language = 'en') {
  const t = translator(language);
  const what = t(`sms.payoutChangeWhat.${kind}`);
  const full = t('sms.payoutChange', { what, until: shortTime()[language].format(heldUntil), link: url });
  return full.length <= SMS_MAX ? full : t('sms.payoutChangeShort', { what, link: url });
}

const heldMessage = (until: Date) => say('payoutsHeld', { until: manilaDateTime(until) });
const frozenMessage = say('payoutsFrozen', { email: supportEmail });

/**
 * Payouts after a change of where a creator's money goes: a new number, a further bank, a new e-wallet.
 * The change holds payouts for five days and tells the number on file and the email at once, with a link
 * that freezes payouts and signs every session out. A first payout account changes nothing and is not held.
 */
export function createPayoutHolds(deps: {
  repository: PayoutHoldsRepository;
  sms: Pick<SmsSender, 'send'>;
  mailer: Pick<Mailer, 'send'>;
  secret: string;
  publicUrl: string;
  endSessions: (userId: string) => Promise<void>;
  now: () => Date;
}) {
  const { repository, sms, mailer, secret, now } = deps;

  async function linkState(token: string): Promise<'open' | 'used' | 'unknown'> {
    const row = await repository.findByToken(hashToken(secret, token));
    if (!row) return 'unknown';
    if (row.frozenAt) return 'used';
    return row.linkExpiresAt.getTime() > now().getTime() ? 'open' : 'unknown';
  }

  return {
    /**
     * In the change's transaction, under the user's lock and before the change is written: holds payouts
     * and queues the notices (sent when the change commits). Null when this is the first payout account.
     */
    async beforeChange(tx: Tx, { userId, kind }: { userId: string; kind: PayoutChangeKind }) {
      const before = await repository.destinationsOf(tx, userId);
      if (!before.hasAny) return null;
      const at = now();
      const heldUntil = new Date(at.getTime() + PAYOUT_HOLD_MS);
      const token = randomToken(16);
      await repository.insert(tx, {
        userId,
        kind,
        tokenHash: hashToken(secret, token),
        heldUntil,
        linkExpiresAt: new Date(at.getTime() + LINK_TTL_MS),
        createdAt: at,
      });
      const url = new URL(`${NOT_ME_PATH}${token}`, deps.publicUrl).toString();
      // in the owner's language (decision 0110)
      const language = before.language ?? 'en';
      if (before.numberOnFile) {
        await sms.send(
          { to: `+63${before.numberOnFile}`, text: changeSms(kind, heldUntil, url, language) },
          { tx },
        );
      }
      if (before.email) {
        const t = translator(language);
        await mailer.send(
          {
            to: before.email,
            subject: t('mail.payoutDetailsChanged.subject'),
            text: t('mail.payoutDetailsChanged.text', {
              what: t(`mail.payoutDetailsChanged.what.${kind}`),
              at: manilaDateTime(at, language),
              until: manilaDateTime(heldUntil, language),
              link: url,
              email: supportEmail,
            }),
          },
          { tx },
        );
      }
      return heldUntil;
    },

    /** Refuses a payout while the user's payouts are frozen or held; in the payout's transaction at submission. */
    async ensureAllowed(handle: Db | Tx, userId: string) {
      const block = await repository.blockOf(handle, userId, now());
      if (block.frozen) {
        throw new AppError('forbidden', frozenMessage, {
          errors: { payout_request: [frozenMessage] },
          data: { payouts_frozen: true },
        });
      }
      if (block.heldUntil) {
        const message = heldMessage(block.heldUntil);
        throw new AppError('forbidden', message, {
          errors: { payout_request: [message] },
          data: { held_until: block.heldUntil.toISOString() },
        });
      }
    },

    /** What the link's page offers: to freeze, that it was used, or nothing (unknown or expired). */
    linkState,

    /** "This wasn't me": freezes the user's payouts and ends every session, once per link. */
    async freeze(token: string): Promise<'frozen' | 'used' | 'unknown'> {
      const frozen = await repository.freeze(hashToken(secret, token), now());
      if (!frozen) {
        const state = await linkState(token);
        return state === 'open' ? 'unknown' : state;
      }
      await deps.endSessions(frozen.userId);
      return 'frozen';
    },
  };
}

export type PayoutHolds = ReturnType<typeof createPayoutHolds>;
