import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createLedger } from '../../ledger/ledger.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { createBanksRepository } from './banks/banks.repository.ts';
import { banksRoutes } from './banks/banks.routes.ts';
import { createBankDirectory, createBanksService } from './banks/banks.service.ts';
import { createSupportChangesService } from './banks/support-changes.service.ts';
import { createLinkedAccountsRepository } from './linked-accounts/linked-accounts.repository.ts';
import { linkedAccountsRoutes } from './linked-accounts/linked-accounts.routes.ts';
import { createLinkedAccountsService } from './linked-accounts/linked-accounts.service.ts';
import { createOtpRepository } from './otp/otp.repository.ts';
import { otpRoutes } from './otp/otp.routes.ts';
import { createOtpService } from './otp/otp.service.ts';
import { createPayoutHoldsRepository } from './payout-holds.repository.ts';
import { payoutHoldsRoutes } from './payout-holds.routes.ts';
import { createPayoutHolds } from './payout-holds.service.ts';
import { createPayoutsRepository } from './payouts.repository.ts';
import { payoutsRoutes, type StepUp } from './payouts.routes.ts';
import { createPayoutsService, type PayoutListener } from './payouts.service.ts';

/**
 * Getting paid: payout accounts (banks, a linked e-payment account), the one-time codes that confirm
 * them and each withdrawal, the holds a change of where money goes puts on payouts (decision 0068), and
 * the withdrawals themselves, polled at the provider when no webhook tells.
 */
export function payoutsModule(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>;
  now: () => Date;
  provider: Pick<
    PaymentProvider,
    'name' | 'payouts' | 'accountSignIn' | 'authorizationUrl' | 'exchangeAuthorizationCode'
  >;
  sms: SmsSender;
  mailer: Pick<Mailer, 'send'>;
  /** The account's email and its linked e-payment account (auth owns both). */
  accounts: {
    findEmail: (userId: string) => Promise<string | null>;
    findLinkedAccount: (userId: string) => Promise<{ username: string; mobileNumber: string | null } | null>;
  };
  endSessions: (userId: string) => Promise<void>;
  /** What to withhold for the BIR from a payout (decision 0109). */
  tax: Parameters<typeof createPayoutsService>[0]['tax'];
  /** Payouts per day and a new creator's ceiling (decision 0108). */
  velocity: Parameters<typeof createPayoutsService>[0]['velocity'];
  /** Where a person's identity verification stands (verification answers; decision 0107). */
  identity: Parameters<typeof createPayoutsService>[0]['identity'];
  /** preHandler of the calls that move money or where it goes: the second factor, where there is one. */
  stepUp: StepUp;
  listeners: PayoutListener[];
  /** Told of a payout finance put on hold, in that transaction. */
  onHeld?: PayoutListener;
  log: FastifyBaseLogger;
}) {
  const { db, config, now, provider, sms, mailer, log } = deps;
  const otp = createOtpService({
    db,
    repository: createOtpRepository(db),
    sms,
    mailer,
    secret: config.sessionSecret,
    now,
    log,
  });
  // a change of where money goes holds payouts and tells the owner, who can freeze them (decision 0068)
  const holds = createPayoutHolds({
    repository: createPayoutHoldsRepository(db),
    sms,
    mailer,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    endSessions: deps.endSessions,
    now,
  });
  const banksRepository = createBanksRepository(db);
  const directory = createBankDirectory({ gateway: provider.payouts, now });
  const banks = createBanksService({
    db,
    repository: banksRepository,
    directory,
    otp,
    holds,
    findEmail: deps.accounts.findEmail,
  });
  // the spec's "contact support" path: support enters it, the creator confirms it with a code (0101)
  const supportChanges = createSupportChangesService({
    db,
    repository: banksRepository,
    directory,
    otp,
    holds,
    findEmail: deps.accounts.findEmail,
    secret: config.sessionSecret,
    now,
  });
  // an e-payment account for direct payouts, for creators who did not sign up through the provider
  const linkedAccounts = createLinkedAccountsService({
    db,
    now,
    repository: createLinkedAccountsRepository(db, now),
    provider,
    otp,
    holds,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
  });
  const payouts = createPayoutsService({
    db,
    repository: createPayoutsRepository(db),
    ledger: createLedger(),
    gateway: provider.payouts,
    otp,
    holds,
    identity: deps.identity,
    velocity: deps.velocity,
    tax: deps.tax,
    findUserBanks: (userId) => banksRepository.list(userId),
    findLinkedAccount: deps.accounts.findLinkedAccount,
    listeners: deps.listeners,
    onHeld: deps.onHeld,
    now,
    log,
  });
  return {
    routes: async (app) => {
      await app.register(otpRoutes, { service: otp });
      const { stepUp } = deps;
      await app.register(banksRoutes, { service: banks, supportChanges, stepUp });
      await app.register(linkedAccountsRoutes, { service: linkedAccounts, stepUp });
      await app.register(payoutsRoutes, { service: payouts, providerName: provider.payouts.name, stepUp });
      await app.register(payoutHoldsRoutes, { holds });
    },
    jobs: {
      'poll-payouts': async () => {
        const settled = await payouts.pollDue();
        if (settled) log.info({ settled }, 'settled payouts');
      },
    },
    /** What support enters for a creator (decision 0101). */
    supportChanges: { propose: supportChanges.propose },
    /** Finance's review of payouts (decision 0102). */
    review: payouts.review,
    /** Staff's approval of a bank whose name differs from the verified legal name (decision 0107). */
    bankNames: { approve: banksRepository.approveName },
  } satisfies FeatureModule & Record<string, unknown>;
}

/** Payouts by status, for the metrics. */
export async function payoutCountsByStatus(db: Db) {
  const result = (await db.execute(
    sql`select status, count(*)::int as count from payouts group by status`,
  )) as unknown as { rows: { status: string; count: number }[] };
  return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
