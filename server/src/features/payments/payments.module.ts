import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createLedger } from '../../ledger/ledger.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { Metrics } from '../ops/metrics.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { type PaymentView, paymentsRoutes } from './payments.routes.ts';
import {
  createPaymentsService,
  type PaymentsServiceDeps,
  type ReferralRewards,
  type SettledSummary,
  type SettlementListener,
} from './payments.service.ts';
import { receiptsFor } from './receipts.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundsService } from './refunds.service.ts';

/**
 * Payments: checkouts opened at the provider, its webhooks and re-checks settling each payment exactly
 * once, through the feature that started it (features register their settlement with
 * `registerSettlement` and listen with `addSettlementListener` while the app is built); payments a feature
 * does not keep go back through refunds, as do those finance or the provider refund (what each refund ends
 * is its kind's settlement's to say); payers get receipts; reconciliation asks about the checkouts whose
 * webhook never came.
 */
export function paymentsModule(deps: {
  db: Db;
  config: Pick<Config, 'payments' | 'reconcileAfterMs' | 'publicUrl'>;
  now: () => Date;
  provider: PaymentProvider;
  jobs: Pick<JobQueue, 'send'>;
  referrals: ReferralRewards;
  /** The Idempotency-Key of the call being handled (a repeat of a call finds the payment it made). */
  callKey: () => string | null;
  metrics: Pick<Metrics, 'paymentsSettled'>;
  /** Drops the visitors' copies of these users' pages (the public cache). */
  dropPages: (userIds: string[]) => Promise<unknown>;
  listeners: SettlementListener[];
  /** The payee of a payment and a creator by page address, as a payment's page shows them. */
  findPayee: (userId: string) => Promise<Parameters<typeof personSummaryOf>[0] | null>;
  findCreator: (pageUrl: string) => Promise<{ pageName: string } | null>;
  log: FastifyBaseLogger;
  /** The velocity limits a signed-in payer's checkouts count against (decision 0108). */
  velocity: PaymentsServiceDeps['velocity'];
}) {
  const view: PaymentView = {
    creator: async (userId) => {
      const payee = await deps.findPayee(userId);
      return payee && personSummaryOf(payee);
    },
    creatorByPageUrl: async (pageUrl) => {
      const creator = await deps.findCreator(pageUrl);
      return creator && { page_name: creator.pageName };
    },
  };
  /** Told of every payment that settled, after its transaction commits. */
  const onSettled = (settled: SettledSummary[]) => {
    for (const { kind } of settled) deps.metrics.paymentsSettled.inc({ kind });
    // the page's supporters, gifts and goals moved: visitors see them at once
    return deps
      .dropPages(settled.map((payment) => payment.payeeUserId))
      .then(() => undefined)
      .catch((err: unknown) => {
        log.warn({ err }, 'the page cache kept a settled page');
      });
  };
  const { db, jobs, now, log } = deps;
  const refunds = createRefundsService({
    db,
    repository: createRefundsRepository(db),
    ledger: createLedger(),
    provider: deps.provider,
    queueRefunds: (tx, refundIds) => jobs.send('refund-payments', { refundIds }, { tx }),
    queueMail: (tx, mail) => jobs.send('send-mail', mail, { tx }),
    // each kind's settlement says what a refund ends; the features register theirs while the app is built
    effects: {
      taken: (tx, payment, refund) => service.refundEffects.taken(tx, payment, refund),
      returned: (tx, payment, refund) => service.refundEffects.returned(tx, payment, refund),
    },
    now,
    dropPages: deps.dropPages,
    log,
  });
  const service = createPaymentsService({
    db,
    publicUrl: deps.config.publicUrl,
    repository: createPaymentsRepository(db),
    ledger: createLedger(),
    provider: deps.provider,
    fees: deps.config.payments.fees,
    queueReceipts: (tx: Tx, paymentIds) => jobs.send('send-receipts', { paymentIds }, { tx }),
    listeners: deps.listeners,
    refunds,
    referrals: deps.referrals,
    callKey: deps.callKey,
    now,
    velocity: deps.velocity,
    onSettled,
    // a refund made on the provider's dashboard took a gift off the page: visitors see it gone at once
    onRefunded: (payeeUserIds) =>
      deps
        .dropPages(payeeUserIds)
        .then(() => undefined)
        .catch((err: unknown) => {
          log.warn({ err }, 'the page cache kept a refunded page');
        }),
    log,
  });
  return {
    routes: async (app) => app.register(paymentsRoutes, { service, providerName: deps.provider.name, view }),
    jobs: {
      // each receipt becomes a mail job of its own, so one failing address never repeats the others
      'send-receipts': async ({ paymentIds }) => {
        const receipts = await receiptsFor(db, paymentIds, service.receiptNote);
        if (!receipts.length) return;
        await db.transaction(async (tx) => {
          for (const receipt of receipts) await jobs.send('send-mail', receipt, { tx });
        });
      },
      'refund-payments': ({ refundIds }) => (refundIds ? refunds.run(refundIds) : refunds.sweep(now())),
      'reconcile-payments': async () => {
        const at = now();
        const outcome = await service.reconcile({
          openedBefore: new Date(at.getTime() - deps.config.reconcileAfterMs),
          now: at,
        });
        if (outcome.settled || outcome.closed) log.info(outcome, 'reconciled checkouts');
      },
    },
    startCheckout: service.startCheckout,
    /** Refunds finance gives, and those the provider refused (decision 0099). */
    staffRefunds: { start: refunds.start, listFailed: refunds.listFailed },
    chargeSaved: service.chargeSaved,
    /** Subscriptions the provider bills by itself (decision 0127). */
    startSubscription: service.startSubscription,
    subscriptionMethods: service.subscriptionMethods,
    billsItself: service.billsItself,
    cancelSubscription: service.cancelSubscription,
    refresh: service.refresh,
    registerSettlement: service.registerSettlement,
    addSettlementListener: service.addSettlementListener,
  } satisfies FeatureModule & Record<string, unknown>;
}
