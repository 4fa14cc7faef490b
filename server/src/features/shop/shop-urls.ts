import { createDownloadSigner } from '../../lib/signed-downloads.ts';

/** The viewer of an address made from a guest's link: the purchase itself, not an account. */
export const GUEST = 'guest';

/**
 * The short-lived addresses of a product's files, signed over the file, the purchase that gives it, the
 * viewer and the expiry (`lib/signed-downloads.ts`, which a commission's delivery shares).
 */
export const createShopFileSigner = (deps: { secret: string; ttlSeconds: number; publicUrl: string }) =>
  createDownloadSigner({ ...deps, scope: 'shop-file', path: '/v1/shop/files', grantParam: 'purchase' });

export type ShopFileSigner = ReturnType<typeof createShopFileSigner>;
