import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { manilaToday } from '@pixel/contract';
import { AppError, say } from './errors.ts';
import { manilaMidnight } from './manila.ts';
import { safeEqual } from './tokens.ts';

/** A file signed for one viewer (a user id, or a feature's own word for a guest) by what gives it to them. */
export interface SignedFile {
  fileId: string;
  /** The purchase, or the request, that gives the file. */
  grantId: string;
  viewer: string;
}

/** The query of a signed address, as its route reads it. */
export interface SignedQuery {
  grant?: string;
  viewer?: string;
  expires?: string;
  signature?: string;
}

/**
 * The short-lived addresses of private files sold or delivered (a product's, a commission's): HMAC-SHA256
 * over the scope, the file, what gives it, the viewer and the expiry, so another person's address, or one
 * changed, opens nothing (as photos' do, `photo-urls.ts`). `grantParam` names the grant in the query.
 */
export function createDownloadSigner(deps: {
  secret: string;
  ttlSeconds: number;
  publicUrl: string;
  scope: string;
  /** The route's path before the file's id: `/v1/shop/files`. */
  path: string;
  grantParam: string;
}) {
  const mac = (file: SignedFile, expires: string) =>
    createHmac('sha256', deps.secret)
      .update(`${deps.scope}\n${file.fileId}\n${file.grantId}\n${file.viewer}\n${expires}`)
      .digest('base64url');

  function verify(file: SignedFile, given: { expires: string; signature: string }, at: Date) {
    if (!/^\d{1,12}$/.test(given.expires)) return 'invalid' as const;
    if (!safeEqual(given.signature, mac(file, String(Number(given.expires))))) return 'invalid' as const;
    return Number(given.expires) * 1000 <= at.getTime() ? ('expired' as const) : ('ok' as const);
  }

  return {
    url(file: SignedFile, at: Date) {
      const expires = String(Math.floor(at.getTime() / 1000) + deps.ttlSeconds);
      const query = new URLSearchParams({
        [deps.grantParam]: file.grantId,
        viewer: file.viewer,
        expires,
        signature: mac(file, expires),
      });
      return `${deps.publicUrl}${deps.path}/${file.fileId}?${query}`;
    },

    verify,

    /**
     * The grant and viewer of an address, checked: signed by us, not expired, and for the session's own
     * person unless it was signed for `guest` (a word only a feature with guests signs). 403 otherwise.
     */
    check(input: { fileId: string; query: SignedQuery; viewerId: string | null; at: Date; guest?: string }) {
      const { grant, viewer, expires, signature } = input.query;
      if (!grant || !viewer || !expires || !signature) {
        throw new AppError('forbidden', say('photoLinkInvalid'));
      }
      const verdict = verify(
        { fileId: input.fileId, grantId: grant, viewer },
        { expires, signature },
        input.at,
      );
      if (verdict === 'expired') throw new AppError('forbidden', say('photoLinkExpired'));
      if (verdict !== 'ok') throw new AppError('forbidden', say('photoLinkInvalid'));
      // an address signed for one person is theirs alone
      if (viewer !== input.viewerId && (input.guest === undefined || viewer !== input.guest)) {
        throw new AppError('forbidden', say('photoLinkInvalid'));
      }
      return { grantId: grant, viewer };
    },
  };
}

export type DownloadSigner = ReturnType<typeof createDownloadSigner>;

/** Where the Manila day of `at` began: downloads are counted per day there. */
export const startOfManilaDay = (at: Date) => manilaMidnight(manilaToday(at));

/** Refuses a download past the day's `max` of one file (429, to try tomorrow). */
export function refusePastDailyLimit(used: number, max: number) {
  if (used >= max) throw new AppError('too_many_requests', say('productDownloadsToday', { max }));
}

/** A download's name in its header: ASCII for old clients, the full name as RFC 5987 asks. */
export const attachmentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Answers with a private file's bytes as a download: kept in no cache on the way, never sniffed. */
export function sendDownload(
  reply: FastifyReply,
  found: { body: Readable; size: number; name: string; contentType: string },
) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachmentDisposition(found.name))
    .header('content-length', String(found.size))
    .type(found.contentType)
    .send(found.body);
}
