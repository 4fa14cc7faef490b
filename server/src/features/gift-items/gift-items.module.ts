import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createLedger } from '../../ledger/ledger.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { FeeRates, PaymentsService } from '../payments/payments.service.ts';

import type { OverlayEvent } from '@pixel/contract';
import { createGiftItemsRepository } from './gift-items.repository.ts';
import { giftItemsRoutes } from './gift-items.routes.ts';
import { createGiftItems } from './gift-items.service.ts';

/**
 * Gifts of a membership or a post (issue #66, decision 0153): their checkout, settled as `gift_item`
 * payments held for their recipients; the claim link; the job that delivers them on their date and
 * refunds those left unclaimed.
 */
export function giftItemsModule(deps: {
  db: Db;
  publicUrl: string;
  secret: string;
  now: () => Date;
  fees: FeeRates;
  payments: Pick<PaymentsService, 'startCheckout' | 'registerSettlement'>;
  blocks: BlockCheck;
  jobs: Pick<JobQueue, 'send'>;
  /** The alerts overlay's events, written in the caller's transaction. */
  publish: (tx: Tx, userId: string, events: OverlayEvent[]) => Promise<void>;
  /** Drops the visitors' kept copies of these users' pages (the public cache). */
  dropPages: (userIds: string[]) => Promise<unknown>;
}) {
  const { db, jobs } = deps;
  const service = createGiftItems({
    db,
    repository: createGiftItemsRepository(db),
    ledger: createLedger(),
    payments: deps.payments,
    blocks: deps.blocks,
    fees: deps.fees,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    now: deps.now,
    sendMail: (tx, mail) => jobs.send('send-mail', mail, { tx }),
    sendSms: (tx, sms) => jobs.send('send-sms', sms, { tx }),
    queueRefunds: (tx, refundIds) => jobs.send('refund-payments', { refundIds }, { tx }),
    alert: deps.publish,
    dropPages: deps.dropPages,
  });
  deps.payments.registerSettlement('gift_item', service.settlement);
  return {
    routes: async (app) => app.register(giftItemsRoutes, { service }),
    jobs: { 'gift-items': () => service.run() },
  } satisfies FeatureModule & Record<string, unknown>;
}
