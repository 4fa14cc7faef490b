import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { type KeyRing, keyRing } from './envelope.ts';
import { installationSecret } from './installation-secrets.ts';

/**
 * The master keys of the private files people send to be known (identity photos, tax certificates):
 * `KYC_ENCRYPTION_KEY` and the previous ones still being moved off. Outside production, without one, the
 * installation's own, made once and kept in the database like the sandbox's webhook key (production
 * refuses to start without a configured one). The same ring as the identity photos' (decision 0106).
 */
export async function kycKeyRing(config: Pick<Config, 'kyc'>, db: Db): Promise<KeyRing> {
  const current =
    config.kyc.encryptionKey ?? Buffer.from(await installationSecret(db, 'kyc-encryption-key'), 'hex');
  return keyRing(current, config.kyc.previousKeys);
}
