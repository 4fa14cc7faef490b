import type { z } from 'zod';
import {
  type addBankRequest,
  type Bank,
  type mobileNumberRequest,
  otpRules,
  payoutMessages,
  supportEmail,
  type UserBank,
} from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mobile.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { type PayoutGateway, ProviderUnavailableError } from '../../providers/payments/payment-provider.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { type OtpService, otpStep } from '../otp/otp.service.ts';
import type { BanksRepository, UserBankRow } from './banks.repository.ts';

/** The provider's bank list changes rarely: refreshed every 6 hours, the last copy serving while it is down. */
const CHANNELS_FRESH_MS = 6 * 3_600_000;

type AddBankBody = z.output<typeof addBankRequest>;
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
        throw new AppError('unavailable', 'The bank list is not available right now. Please try again.');
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
  sms: SmsSender;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, repository, directory, otp, sms, log } = deps;

  /** The number every bank of the user shares, when they have one. */
  const mobileOf = (banks: UserBankRow[]) =>
    banks.find((bank) => !bank.isDisabled && bank.mobileNumber)?.mobileNumber ??
    banks.find((bank) => bank.mobileNumber)?.mobileNumber ??
    null;

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
      if (!bank) throw fieldError('bank_slug', payoutMessages.bankInvalid);
      const existing = await repository.list(userId);
      if (existing.some((row) => row.bankSlug === bank.slug)) {
        throw fieldError('bank_slug', payoutMessages.bankExists);
      }
      // later banks share the number the first one was verified with
      const mobileNumber = mobileOf(existing) ?? body.mobile_number;
      if (!mobileNumber) throw fieldError('mobile_number', payoutMessages.mobileNumberRequired);
      const binding = {
        bank_slug: bank.slug,
        account_name: body.account_name,
        account_number: body.account_number,
        mobile_number: mobileNumber,
      };
      const step = otpStep(body);
      if (!step) {
        return {
          step: 'challenge' as const,
          challenge: await otp.issue({
            userId,
            purpose: 'add_bank',
            binding,
            mobileNumber,
            action: `to add your ${bank.name} account ending in ${body.account_number.slice(-4)} to PIXEL`,
            resendAfterSeconds: otpRules.resendSeconds,
          }),
        };
      }
      await otp.redeem({ userId, ...step, purpose: 'add_bank', binding }, async (tx) => {
        await repository.lockUser(tx, userId);
        const current = await repository.list(userId, tx);
        if (current.some((row) => row.bankSlug === bank.slug)) {
          throw fieldError('bank_slug', payoutMessages.bankExists);
        }
        await repository.addEnabled(tx, {
          userId,
          bankSlug: bank.slug,
          bankName: bank.name,
          accountName: body.account_name,
          accountNumber: body.account_number,
          mobileNumber: mobileOf(current) ?? mobileNumber,
        });
      });
      return { step: 'done' as const, banks: await userBanks(userId) };
    },

    async enableBank({ userId, slug }: { userId: string; slug: string }) {
      const enabled = await db.transaction(async (tx) => {
        await repository.lockUser(tx, userId);
        return repository.enable(tx, userId, slug);
      });
      if (!enabled) throw fieldError('bank_slug', payoutMessages.bankNotLinked);
      return userBanks(userId);
    },

    /** The first call sends a code to the new number; the call with the code sets it on every bank. */
    async updateMobileNumber({ userId, body }: { userId: string; body: MobileNumberBody }) {
      const banks = await repository.list(userId);
      if (!banks.length) throw fieldError('mobile_number', payoutMessages.noBanks);
      const binding = { mobile_number: body.mobile_number };
      const step = otpStep(body);
      if (!step) {
        return {
          step: 'challenge' as const,
          challenge: await otp.issue({
            userId,
            purpose: 'mobile_number',
            binding,
            mobileNumber: body.mobile_number,
            action: 'to make this your payout mobile number on PIXEL',
            resendAfterSeconds: otpRules.resendSeconds,
          }),
        };
      }
      const previous = mobileOf(banks);
      await otp.redeem({ userId, ...step, purpose: 'mobile_number', binding }, async (tx) => {
        await repository.lockUser(tx, userId);
        await repository.setMobileNumber(tx, userId, body.mobile_number);
      });
      if (previous && previous !== body.mobile_number) {
        // the code went to the new number, so the old one is told: a stolen session shows up here
        await sms
          .send({
            to: `+63${previous}`,
            text: `Your PIXEL payout mobile number was changed to ${maskMobile(body.mobile_number)}. If this was not you, contact ${supportEmail} now.`,
          })
          .catch((err: unknown) => log.warn({ err }, 'telling the old number about the change failed'));
      }
      return { step: 'done' as const, banks: await userBanks(userId) };
    },
  };
}

export type BanksService = ReturnType<typeof createBanksService>;
