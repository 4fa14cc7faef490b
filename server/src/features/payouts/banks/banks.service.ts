import type { z } from 'zod';
import {
  type addBankRequest,
  type Bank,
  type mobileNumberRequest,
  supportEmail,
  type UserBank,
} from '@pixel/contract';
import type { Db } from '../../../db/client.ts';
import { AppError, fieldError, say } from '../../../lib/errors.ts';
import { maskMobile } from '../../../lib/mobile.ts';
import { pageMeta } from '../../../lib/pagination.ts';
import {
  type PayoutGateway,
  ProviderUnavailableError,
} from '../../../providers/payments/payment-provider.ts';
import { issueOrRedeem, otpAction, type OtpService } from '../otp/otp.service.ts';
import type { PayoutHolds } from '../payout-holds.service.ts';
import type { BanksRepository, UserBankRow } from './banks.repository.ts';

/** The provider's bank list changes rarely: refreshed every 6 hours, the last copy serving while it is down. */
const CHANNELS_FRESH_MS = 6 * 3_600_000;

type AddBankBody = z.output<typeof addBankRequest>;
/** No number on file and no email: nowhere to send a code the owner alone receives. */
const mobileChangeBySupport = say('payoutDetailsBySupport', { email: supportEmail });
type MobileNumberBody = z.output<typeof mobileNumberRequest>;

export function presentUserBank(row: UserBankRow): UserBank {
  return {
    account_name: row.accountName,
    account_number: row.accountNumber,
    bank_details: { slug: row.bankSlug, name: row.bankName },
    mobile_number: row.mobileNumber,
    is_disabled: row.isDisabled,
  };
}

/** The provider's payout channels, kept in memory. */
export function createBankDirectory(deps: { gateway: PayoutGateway; now: () => Date }) {
  let cached: { banks: Bank[]; loadedAt: number } | null = null;
  let loading: Promise<Bank[]> | null = null;

  async function load() {
    const channels = await deps.gateway.listChannels();
    const banks = channels
      .map((c) => ({ slug: c.slug, name: c.name, type: c.type }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    cached = { banks, loadedAt: deps.now().getTime() };
    return banks;
  }

  async function all(): Promise<Bank[]> {
    if (cached && deps.now().getTime() - cached.loadedAt < CHANNELS_FRESH_MS) return cached.banks;
    // one request to the provider however many people open the list at once
    loading ??= load().finally(() => {
      loading = null;
    });
    try {
      return await loading;
    } catch (error) {
      if (cached) return cached.banks;
      if (error instanceof ProviderUnavailableError) {
        throw new AppError('unavailable', say('bankListUnavailable'));
      }
      throw error;
    }
  }

  return {
    all,
    async find(slug: string) {
      return (await all()).find((bank) => bank.slug === slug) ?? null;
    },
  };
}

export type BankDirectory = ReturnType<typeof createBankDirectory>;

export function createBanksService(deps: {
  db: Db;
  repository: BanksRepository;
  directory: BankDirectory;
  otp: OtpService;
  /** Holds payouts and tells the owner when a change sends money somewhere new (decision 0068). */
  holds: Pick<PayoutHolds, 'beforeChange'>;
  /** The account's email: where a code goes when there is no number on file. */
  findEmail: (userId: string) => Promise<string | null>;
}) {
  const { db, repository, directory, otp, holds } = deps;

  /** The number every bank of the user shares, when they have one. */
  const mobileOf = (banks: UserBankRow[]) =>
    banks.find((bank) => !bank.isDisabled && bank.mobileNumber)?.mobileNumber ??
    banks.find((bank) => bank.mobileNumber)?.mobileNumber ??
    null;

  /**
   * Where a code for a change to existing banks goes: the number on file, else the email (banks kept from
   * before numbers were asked for), so a session alone cannot pick where it lands. A first bank's code goes
   * to the number given with it.
   */
  async function codeDestination(userId: string, banks: UserBankRow[], given: string) {
    if (!banks.length) return { mobileNumber: given };
    const onFile = mobileOf(banks);
    if (onFile) return { mobileNumber: onFile };
    const email = await deps.findEmail(userId);
    if (!email) throw fieldError('mobile_number', mobileChangeBySupport);
    return { email };
  }

  const userBanks = async (userId: string) => (await repository.list(userId)).map(presentUserBank);

  return {
    async listBanks(query: { page: number; per_page: number; search?: string }) {
      const all = await directory.all();
      const needle = query.search?.toLowerCase();
      const matches = needle
        ? all.filter(
            (bank) => bank.name.toLowerCase().includes(needle) || bank.slug.toLowerCase().includes(needle),
          )
        : all;
      const start = (query.page - 1) * query.per_page;
      return {
        data: matches.slice(start, start + query.per_page),
        meta: pageMeta({ page: query.page, perPage: query.per_page, total: matches.length }),
      };
    },

    userBanks,

    /** The first call sends a code; the call with the code adds the bank as the one enabled bank. */
    async addBank({ userId, body }: { userId: string; body: AddBankBody }) {
      const bank = await directory.find(body.bank_slug);
      if (!bank) throw fieldError('bank_slug', say('fieldSelectedInvalid', { field: 'bank' }));
      const existing = await repository.list(userId);
      if (existing.some((row) => row.bankSlug === bank.slug)) {
        throw fieldError('bank_slug', say('bankExists'));
      }
      // later banks share the number the first one was verified with
      const mobileNumber = mobileOf(existing) ?? body.mobile_number;
      if (!mobileNumber) throw fieldError('mobile_number', say('fieldRequired', { field: 'mobile number' }));
      const binding = {
        bank_slug: bank.slug,
        account_name: body.account_name,
        account_number: body.account_number,
        mobile_number: mobileNumber,
      };
      const send = async () => ({
        ...(await codeDestination(userId, existing, mobileNumber)),
        action: otpAction('addBank', { bank: bank.name, last4: body.account_number.slice(-4) }),
      });
      const result = await issueOrRedeem(
        otp,
        { userId, purpose: 'add_bank', binding, body, send },
        async (tx) => {
          await repository.lockUser(tx, userId);
          const current = await repository.list(userId, tx);
          if (current.some((row) => row.bankSlug === bank.slug)) {
            throw fieldError('bank_slug', say('bankExists'));
          }
          // a further bank is held and told of; a first one is not
          await holds.beforeChange(tx, { userId, kind: 'add_bank' });
          await repository.addEnabled(tx, {
            userId,
            bankSlug: bank.slug,
            bankName: bank.name,
            accountName: body.account_name,
            accountNumber: body.account_number,
            mobileNumber: mobileOf(current) ?? mobileNumber,
          });
        },
      );
      if (result.step === 'challenge') return result;
      return { step: 'done' as const, banks: await userBanks(userId) };
    },

    async enableBank({ userId, slug }: { userId: string; slug: string }) {
      await db.transaction(async (tx) => {
        await repository.lockUser(tx, userId);
        // thrown inside: whatever was written rolls back, and the active bank stays active
        if (!(await repository.enable(tx, userId, slug))) {
          throw fieldError('bank_slug', say('bankNotLinked'));
        }
      });
      return userBanks(userId);
    },

    /**
     * The first call sends a code to the number on file (to the email when there is none), so a session
     * alone cannot move payouts to a number of its choosing; the call with the code sets the new number on
     * every bank, holds payouts and tells the old number and the email.
     */
    async updateMobileNumber({ userId, body }: { userId: string; body: MobileNumberBody }) {
      const banks = await repository.list(userId);
      if (!banks.length) throw fieldError('mobile_number', say('noBanks'));
      const binding = { mobile_number: body.mobile_number };
      const send = async () => ({
        ...(await codeDestination(userId, banks, body.mobile_number)),
        action: otpAction('changeNumber', { number: maskMobile(body.mobile_number) }),
      });
      const result = await issueOrRedeem(
        otp,
        { userId, purpose: 'mobile_number', binding, body, send },
        async (tx) => {
          await repository.lockUser(tx, userId);
          const current = await repository.list(userId, tx);
          if (mobileOf(current) !== body.mobile_number) {
            await holds.beforeChange(tx, { userId, kind: 'mobile_number' });
          }
          await repository.setMobileNumber(tx, userId, body.mobile_number);
        },
      );
      if (result.step === 'challenge') return result;
      return { step: 'done' as const, banks: await userBanks(userId) };
    },
  };
}

export type BanksService = ReturnType<typeof createBanksService>;
