import { otpRules, type PayoutDetailsChange, type SupportPayoutChange } from '@pixel/contract';
import type { Db } from '../../../db/client.ts';
import { AppError, fieldError, say } from '../../../lib/errors.ts';
import { maskAccountNumber, maskMobile } from '../../../lib/mobile.ts';
import { createSealer } from '../../../lib/sealed.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { type OtpAction, otpAction, type OtpService } from '../otp/otp.service.ts';
import type { PayoutHolds } from '../payout-holds.service.ts';
import { type BankDirectory, presentUserBank } from './banks.service.ts';
import type { BanksRepository, SupportChangeRow, UserBankRow } from './banks.repository.ts';
import { translator } from '../../../lib/i18n.ts';
import type { Language } from '@pixel/contract';

/** The number every bank of the user shares, when they have one. */
const mobileOf = (banks: UserBankRow[]) =>
  banks.find((bank) => !bank.isDisabled && bank.mobileNumber)?.mobileNumber ??
  banks.find((bank) => bank.mobileNumber)?.mobileNumber ??
  null;

/**
 * Changes of a creator's payout bank or number that support enters (decision 0101), the spec's "contact
 * support" path: they take effect only with the code sent to what the creator already has (the number on
 * file, else their email), typed by the creator on their own screen, and then hold payouts like any change
 * of where money goes (decision 0068).
 */
export function createSupportChangesService(deps: {
  db: Db;
  repository: BanksRepository;
  directory: BankDirectory;
  otp: Pick<OtpService, 'issue' | 'redeem'>;
  holds: Pick<PayoutHolds, 'beforeChange'>;
  findEmail: (userId: string) => Promise<string | null>;
  secret: string;
  now: () => Date;
}) {
  const { repository, directory, otp, holds, now } = deps;
  const sealer = createSealer(deps.secret, 'support-payout-change');

  /** What the code confirms: the change as support entered it, and when. */
  const bindingOf = (
    row: Pick<
      SupportChangeRow,
      'kind' | 'bankSlug' | 'accountName' | 'accountNumber' | 'mobileNumber' | 'createdAt'
    >,
  ) => ({
    kind: row.kind,
    bank_slug: row.bankSlug,
    account_name: row.accountName,
    account_number: row.accountNumber,
    mobile_number: row.mobileNumber,
    at: row.createdAt.toISOString(),
  });

  const present = (row: SupportChangeRow, token: string, retryInSeconds: number): SupportPayoutChange => ({
    id: row.id,
    kind: row.kind,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: row.accountNumber ? maskAccountNumber(row.accountNumber) : null,
    mobile_number: row.mobileNumber ? maskMobile(row.mobileNumber) : null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    otp: { otp_mode: row.otpMode, otp_token: token, sent_to: row.sentTo, retry_in_seconds: retryInSeconds },
  });

  return {
    /** Support enters the change; the code goes to the creator. Answers the change's id and where it went. */
    async propose(input: {
      staffUserId: string;
      userId: string;
      change: PayoutDetailsChange;
      reason: string;
    }) {
      const { userId, change } = input;
      const banks = await repository.list(userId);
      const at = now();
      let row: Omit<
        Parameters<BanksRepository['insertSupportChange']>[0],
        'otpTokenSealed' | 'otpMode' | 'sentTo'
      >;
      let action: OtpAction;
      if (change.kind === 'bank') {
        const bank = await directory.find(change.bank_slug);
        if (!bank) throw fieldError('bank_slug', say('fieldSelectedInvalid', { field: 'bank' }));
        row = {
          userId,
          kind: 'bank',
          bankSlug: bank.slug,
          bankName: bank.name,
          accountName: change.account_name,
          accountNumber: change.account_number,
          staffUserId: input.staffUserId,
          reason: input.reason,
          createdAt: at,
        };
        action = otpAction('supportBank', { bank: bank.name, last4: change.account_number.slice(-4) });
      } else {
        if (!banks.length) throw fieldError('mobile_number', say('noBanks'));
        row = {
          userId,
          kind: 'mobile_number',
          mobileNumber: change.mobile_number,
          staffUserId: input.staffUserId,
          reason: input.reason,
          createdAt: at,
        };
        action = otpAction('supportNumber', { number: maskMobile(change.mobile_number) });
      }
      // the code goes where only the creator receives it: never to what support entered
      const onFile = mobileOf(banks);
      const email = onFile ? null : await deps.findEmail(userId);
      if (!onFile && !email) {
        throw new AppError('conflict', say('noMobileOrEmail'));
      }
      const challenge = await otp.issue({
        userId,
        purpose: 'support_change',
        binding: bindingOf({
          kind: row.kind,
          bankSlug: row.bankSlug ?? null,
          accountName: row.accountName ?? null,
          accountNumber: row.accountNumber ?? null,
          mobileNumber: row.mobileNumber ?? null,
          createdAt: at,
        }),
        ...(onFile ? { mobileNumber: onFile } : { email: email! }),
        action,
        resendAfterSeconds: otpRules.resendSeconds,
      });
      const saved = await repository.insertSupportChange({
        ...row,
        otpTokenSealed: sealer.seal(challenge.otp_token),
        otpMode: challenge.otp_mode,
        sentTo: challenge.sent_to,
      });
      return { id: saved.id, sentTo: challenge.sent_to };
    },

    /**
     * The changes waiting for the creator's code: shown to them alone, with the code's challenge. One whose
     * code took its five wrong tries can no longer be confirmed and is no longer shown: support enters it
     * again if it was meant.
     */
    async pending(userId: string) {
      const shown: SupportPayoutChange[] = [];
      for (const row of await repository.pendingSupportChanges(userId)) {
        const token = sealer.open(row.otpTokenSealed);
        const challenge = token ? await repository.challengeOf(hashToken(deps.secret, token)) : null;
        if (!token || !challenge || challenge.usedAt || challenge.attempts >= otpRules.maxAttempts) continue;
        const wait = Math.ceil((challenge.resendAvailableAt.getTime() - now().getTime()) / 1000);
        shown.push(present(row, token, Math.max(0, wait)));
      }
      return shown;
    },

    /** The creator types the code: the change takes effect, and payouts are held as after any change. */
    async confirm(input: { userId: string; id: string; code: string; token: string; language: Language }) {
      const [row] = (await repository.pendingSupportChanges(input.userId)).filter(
        (change) => change.id === input.id,
      );
      if (!row) throw new AppError('not_found', say('noSuchChange'));
      await otp.redeem(
        {
          userId: input.userId,
          token: input.token,
          code: input.code,
          purpose: 'support_change',
          binding: bindingOf(row),
        },
        async (tx) => {
          await repository.lockUser(tx, input.userId);
          const locked = await repository.lockSupportChange(tx, row.id);
          if (locked?.confirmedAt) throw new AppError('conflict', say('changeConfirmedAlready'));
          const current = await repository.list(input.userId, tx);
          if (row.kind === 'bank') {
            await holds.beforeChange(tx, { userId: input.userId, kind: 'add_bank' });
            await repository.replaceBank(tx, {
              userId: input.userId,
              bankSlug: row.bankSlug!,
              bankName: row.bankName!,
              accountName: row.accountName!,
              accountNumber: row.accountNumber!,
              mobileNumber: mobileOf(current),
            });
          } else {
            if (mobileOf(current) !== row.mobileNumber) {
              await holds.beforeChange(tx, { userId: input.userId, kind: 'mobile_number' });
            }
            await repository.setMobileNumber(tx, input.userId, row.mobileNumber!);
          }
          await repository.confirmSupportChange(tx, row.id, now());
        },
      );
      return {
        message: translator(input.language)('messages.payoutDetailsChanged'),
        banks: (await repository.list(input.userId)).map(presentUserBank),
      };
    },
  };
}

export type SupportChangesService = ReturnType<typeof createSupportChangesService>;
