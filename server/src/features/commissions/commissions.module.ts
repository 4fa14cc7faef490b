import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createLedger } from '../../ledger/ledger.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createDownloadSigner } from '../../lib/signed-downloads.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import type { FeeRates, PaymentsService } from '../payments/payments.service.ts';
import { createCommissionFiles } from './commission-files.service.ts';
import { createCommissionMoney } from './commission-money.ts';
import { createCommissionNotices } from './commission-notices.ts';
import { createCommissionPresenter } from './commission-presenter.ts';
import { createCommissionRequests } from './commission-requests.service.ts';
import { createCommissionSteps } from './commission-steps.service.ts';
import { createCommissionTypes } from './commission-types.service.ts';
import { createCommissionsRepository } from './commissions.repository.ts';
import { commissionsRoutes } from './commissions.routes.ts';

/**
 * Commissions (issue #67, decision 0165): types a creator offers; requests paid as `commission` payments,
 * the first held until the creator answers and the balance theirs at once; the steps told to the supporter;
 * the delivery's files; and the job that refunds requests left unanswered and frees unpaid checkouts' slots.
 */
export function commissionsModule(deps: {
  db: Db;
  publicUrl: string;
  /** Signs the delivered files' addresses (the media signing secret), and how long one lives. */
  urlSecret: string;
  urlTtlSeconds: number;
  now: () => Date;
  fees: Pick<FeeRates, 'commission'>;
  storage: Pick<Storage, 'putFile' | 'put' | 'read' | 'openRead'>;
  removeFiles: FileRemover;
  payments: Pick<PaymentsService, 'startCheckout' | 'registerSettlement'>;
  blocks: BlockCheck;
  jobs: Pick<JobQueue, 'send'>;
  notify: Notify;
}) {
  const { db, jobs, now, publicUrl } = deps;
  const repository = createCommissionsRepository(db);
  const ledger = createLedger();
  const signer = createDownloadSigner({
    secret: deps.urlSecret,
    ttlSeconds: deps.urlTtlSeconds,
    publicUrl,
    scope: 'commission-file',
    path: '/v1/commissions/files',
    grantParam: 'request',
  });
  const money = createCommissionMoney({
    repository,
    ledger,
    feeBasisPoints: deps.fees.commission,
    queueRefunds: (tx, refundIds) => jobs.send('refund-payments', { refundIds }, { tx }),
  });
  const tell = createCommissionNotices({
    repository,
    notify: deps.notify,
    publicUrl,
    sendSms: (tx, sms) => jobs.send('send-sms', sms, { tx }),
    toldBefore: repository.notified,
  });
  const present = createCommissionPresenter({ db, repository, signer, publicUrl, now });
  const types = createCommissionTypes({ db, repository, blocks: deps.blocks, removeFiles: deps.removeFiles });
  const requests = createCommissionRequests({
    db,
    repository,
    ledger,
    money,
    payments: deps.payments,
    blocks: deps.blocks,
    present,
    tell,
    removeFiles: deps.removeFiles,
    publicUrl,
    now,
  });
  const steps = createCommissionSteps({ db, repository, money, tell, present, now });
  const files = createCommissionFiles({
    db,
    repository,
    storage: deps.storage,
    removeFiles: deps.removeFiles,
    signer,
    steps,
    publicUrl,
    now,
  });
  deps.payments.registerSettlement('commission', requests.settlement);
  return {
    routes: async (app) => app.register(commissionsRoutes, { types, requests, steps, files }),
    jobs: { commissions: () => requests.run() },
  } satisfies FeatureModule & Record<string, unknown>;
}
