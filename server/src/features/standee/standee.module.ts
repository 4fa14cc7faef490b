import type { FeatureModule } from '../../lib/feature-module.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { standeeRoutes } from './standee.routes.ts';

/** A creator's printable standee: a PDF with their name, avatar and a QR code to their gift page. */
export function standeeModule(deps: {
  storage: Pick<Storage, 'read'>;
  publicUrl: string;
  limits: { minAmount: number; maxAmount: number };
}) {
  return { routes: async (app) => app.register(standeeRoutes, deps) } satisfies FeatureModule;
}
