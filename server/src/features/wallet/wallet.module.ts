import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { walletRoutes } from './wallet.routes.ts';

/** The wallet: balances, earnings over time and the transaction history. */
export function walletModule(deps: { db: Db; now: () => Date }) {
  return {
    routes: async (app) =>
      app.register(walletRoutes, { db: deps.db, now: deps.now, repository: createWalletRepository(deps.db) }),
  } satisfies FeatureModule;
}
