import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';

/** The viewer of an address made from a guest's link: the purchase itself, not an account. */
export const GUEST = 'guest';

export interface SignedFile {
  fileId: string;
  purchaseId: string;
  /** A user id, or GUEST. */
  viewer: string;
}

/**
 * The short-lived addresses of a product's files, HMAC-SHA256 over the file, the purchase that gives it,
 * the viewer and the expiry: another person's address, or one changed, opens nothing (as photos' do,
 * `photo-urls.ts`).
 */
export function createShopFileSigner(deps: { secret: string; ttlSeconds: number; publicUrl: string }) {
  const mac = (file: SignedFile, expires: string) =>
    createHmac('sha256', deps.secret)
      .update(`shop-file\n${file.fileId}\n${file.purchaseId}\n${file.viewer}\n${expires}`)
      .digest('base64url');

  return {
    url(file: SignedFile, at: Date) {
      const expires = String(Math.floor(at.getTime() / 1000) + deps.ttlSeconds);
      const query = new URLSearchParams({
        purchase: file.purchaseId,
        viewer: file.viewer,
        expires,
        signature: mac(file, expires),
      });
      return `${deps.publicUrl}/v1/shop/files/${file.fileId}?${query}`;
    },

    verify(file: SignedFile, given: { expires: string; signature: string }, at: Date) {
      if (!/^\d{1,12}$/.test(given.expires)) return 'invalid' as const;
      if (!safeEqual(given.signature, mac(file, String(Number(given.expires))))) return 'invalid' as const;
      return Number(given.expires) * 1000 <= at.getTime() ? ('expired' as const) : ('ok' as const);
    },
  };
}

export type ShopFileSigner = ReturnType<typeof createShopFileSigner>;
