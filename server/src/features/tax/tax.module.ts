import type { Config } from '../../config/config.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { kycKeyRing } from '../../lib/kyc-keys.ts';
import { createTaxRepository } from './tax.repository.ts';
import { taxRoutes } from './tax.routes.ts';
import { createTaxService, type TaxServiceDeps } from './tax.service.ts';

/**
 * Tax details (decision 0109): a creator's TIN and BIR certificate of registration, kept sealed under the
 * identity files' key ring and opened only by staff who review identities, kept after an erasure for the
 * BIR's years and then removed (decision 0125); the withholding of BIR RR 16-2023 on payouts; and the
 * yearly earnings certificate, from the ledger.
 */
export async function taxModule(
  deps: Omit<TaxServiceDeps, 'repository' | 'keys'> & { config: Pick<Config, 'kyc'> },
) {
  const service = createTaxService({
    ...deps,
    repository: createTaxRepository(deps.db),
    keys: await kycKeyRing(deps.config, deps.db),
  });
  // TINs written before they were sealed are sealed before the first request reads them
  await service.sealClearTins();
  return {
    routes: async (app) => app.register(taxRoutes, { service }),
    jobs: {
      'purge-tax-details': async () => {
        // a TIN an instance of the earlier version wrote meanwhile is sealed too
        await service.sealClearTins();
        await service.purgeExpired();
      },
    },
    /**
     * What to withhold from a payout for the BIR: `withholdingFor(tx, userId, amount, at)`, in the payout's
     * transaction before its hold is posted (see the service).
     */
    withholdingFor: service.withholdingFor,
  } satisfies FeatureModule & Record<string, unknown>;
}
