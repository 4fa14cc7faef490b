import {
  FREE_PRICE_ID,
  formatCentavos,
  type BuyerRecord,
  type Photo,
  type PhotoPost,
  type ReactionTotals,
} from '@pixel/contract';
import { personSummaryOf } from '../../lib/pagination.ts';
import { findTier } from './content.prices.ts';
import type { CreatorRow, PhotoPostRow, PhotoRow } from './content.repository.ts';
import { ANYONE, type PhotoUrlSigner } from './photo-urls.ts';

/** How a viewer stands to a post: its creator, a buyer, a member of a tier that opens it, or anyone else. */
export type Access = 'owner' | 'buyer' | 'member' | 'public';

export const typeOf = (post: Pick<PhotoPostRow, 'kind'>) =>
  post.kind === 'snap' ? ('image' as const) : ('image_collection' as const);

const isFree = (post: Pick<PhotoPostRow, 'priceId'>) => post.priceId === FREE_PRICE_ID;

/** Published, not deleted: what any visitor may find. */
export const isPublic = (post: Pick<PhotoPostRow, 'isPublished' | 'deletedAt'>) =>
  post.isPublished && !post.deletedAt;

/**
 * A photo anyone who can see the post may open: of a free post, or a sneak peek of a paid one; none of a
 * members-only post.
 */
export const isOpenToAll = (post: PhotoPostRow, photo: PhotoRow) =>
  !post.minTierId && (isFree(post) || !photo.isPayable);

export function createContentPresenter(deps: {
  signer: PhotoUrlSigner;
  publicUrl: string;
  /** The address of a public file by its key. */
  publicFileUrl: (key: string) => string;
}) {
  const { signer, publicUrl, publicFileUrl } = deps;
  const absolute = (key: string) => new URL(publicFileUrl(key), publicUrl).toString();

  function presentPhoto(post: PhotoPostRow, photo: PhotoRow, access: Access, viewerId: string | null): Photo {
    const open = access !== 'public' || isOpenToAll(post, photo);
    const base = {
      id: photo.id,
      is_payable: photo.isPayable,
      is_preview: photo.isPreview,
      position: photo.position,
    };
    if (!open) {
      // the locked photo's only address is its blurred preview: nothing points at the original
      const preview = absolute(photo.previewKey);
      return {
        ...base,
        image_url: preview,
        image_url_variants: { WH500: preview, WH500_WEBP: null },
        is_locked: true,
      };
    }
    // an address any browser may use only for what anyone may see right now; otherwise this viewer's
    const viewer = isPublic(post) && isOpenToAll(post, photo) ? ANYONE : viewerId!;
    return {
      ...base,
      image_url: signer.url({ photoId: photo.id, variant: 'original', viewer, file: photo.originalKey }),
      image_url_variants: {
        WH500: signer.url({ photoId: photo.id, variant: 'wh500', viewer, file: photo.wh500Key }),
        WH500_WEBP: photo.wh500WebpKey
          ? signer.url({ photoId: photo.id, variant: 'wh500_webp', viewer, file: photo.wh500WebpKey })
          : null,
      },
      is_locked: false,
    };
  }

  return {
    post(input: {
      post: PhotoPostRow;
      creator: CreatorRow;
      photos: PhotoRow[];
      access: Access;
      viewerId: string | null;
      reactions: ReactionTotals;
    }): PhotoPost {
      const { post, creator, access, viewerId } = input;
      const images = input.photos.map((photo) => presentPhoto(post, photo, access, viewerId));
      const tier = isFree(post) ? null : findTier(post.priceId);
      return {
        id: post.id,
        type: typeOf(post),
        collection_id: post.kind === 'slide' ? post.id : null,
        caption: post.caption,
        is_published: post.isPublished,
        is_payable: !isFree(post),
        is_purchased: access === 'buyer',
        is_locked: images.some((image) => image.is_locked),
        is_deleted: Boolean(post.deletedAt),
        hidden_by_staff: post.hiddenAt && {
          at: post.hiddenAt.toISOString(),
          reason: post.hiddenReason ?? '',
        },
        available_until: post.deletedAt ? (post.availableUntil?.toISOString() ?? null) : null,
        price_id: post.priceId,
        pricing: isFree(post)
          ? null
          : {
              price_id: post.priceId,
              amount: formatCentavos(post.amount),
              name: tier?.name ?? '',
              description: tier?.description ?? null,
            },
        min_tier_id: post.minTierId,
        publish_at: post.publishAt?.toISOString() ?? null,
        public_from: post.publicFrom?.toISOString() ?? null,
        purchase_count: post.purchaseCount,
        creator: personSummaryOf(creator),
        image_url: images[0]?.image_url ?? '',
        image_url_variants: images[0]?.image_url_variants ?? { WH500: '', WH500_WEBP: null },
        images,
        reactions: input.reactions,
        created_at: post.createdAt.toISOString(),
        updated_at: post.updatedAt.toISOString(),
      };
    },

    buyer(row: {
      isAnonymous: boolean;
      settledAt: Date | null;
      reference: string;
      pageUrl: string;
      pageName: string;
    }): BuyerRecord {
      return {
        buyer: row.isAnonymous
          ? { page_url: null, page_name: 'Anonymous' }
          : { page_url: row.pageUrl, page_name: row.pageName },
        date: row.settledAt!.toISOString(),
        payment_id: row.reference,
      };
    },
  };
}

export type ContentPresenter = ReturnType<typeof createContentPresenter>;
