import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { LeakClosures } from '../marks/leak-closures.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import { createProducts } from './products.service.ts';
import { createShopLibrary } from './shop-library.service.ts';
import { createShopSales } from './shop-sales.service.ts';
import { createShopFileSigner } from './shop-urls.ts';
import { createShopRepository } from './shop.repository.ts';
import { shopRoutes } from './shop.routes.ts';

/**
 * A creator's shop (issue #67, decision 0159): products and their files, their checkout settled as
 * `product` payments, the buyers' library with its signed addresses, guests' links, and the job that gives
 * back the stock of checkouts that ended unpaid.
 */
export function shopModule(deps: {
  db: Db;
  publicUrl: string;
  /** Keys the guest links' hashes. */
  secret: string;
  /** Signs the files' addresses (the media signing secret). */
  urlSecret: string;
  /** How long a file's address lives. */
  urlTtlSeconds: number;
  now: () => Date;
  storage: Pick<Storage, 'putFile' | 'openRead'>;
  removeFiles: FileRemover;
  payments: Pick<PaymentsService, 'startCheckout' | 'registerSettlement'>;
  blocks: BlockCheck;
  /** A buyer's promo code (decision 0166). */
  promotions: Pick<PromoPricing, 'price'>;
  /** The posts staff closed to a person for a leak: a bundle of one is not sold to them (decision 0166). */
  leaks: Pick<LeakClosures, 'bundleClosed'>;
  jobs: Pick<JobQueue, 'send'>;
  ownImage: (userId: string, url: string) => Promise<string | null>;
}) {
  const { db, jobs, now } = deps;
  const repository = createShopRepository(db);
  const library = createShopLibrary({
    db,
    repository,
    storage: deps.storage,
    signer: createShopFileSigner({
      secret: deps.urlSecret,
      ttlSeconds: deps.urlTtlSeconds,
      publicUrl: deps.publicUrl,
    }),
    secret: deps.secret,
    now,
  });
  const products = createProducts({
    db,
    repository,
    storage: deps.storage,
    removeFiles: deps.removeFiles,
    blocks: deps.blocks,
    ownImage: deps.ownImage,
    heldBy: library.heldBy,
  });
  const sales = createShopSales({
    db,
    repository,
    payments: deps.payments,
    blocks: deps.blocks,
    promotions: deps.promotions,
    leaks: deps.leaks,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    now,
    sendMail: (tx: Tx, mail) => jobs.send('send-mail', mail, { tx }),
  });
  deps.payments.registerSettlement('product', sales.settlement);
  return {
    routes: async (app) => app.register(shopRoutes, { products, sales, library }),
    jobs: { 'shop-checkouts': () => sales.run() },
  } satisfies FeatureModule & Record<string, unknown>;
}
