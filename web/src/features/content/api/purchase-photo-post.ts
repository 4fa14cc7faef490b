import { useMutation } from '@tanstack/react-query';
import {
  contentCalls,
  type PhotoType,
  type SlidePurchaseRequest,
  type SnapPurchaseRequest,
} from '@pixel/contract';
import { call, compact } from '@/lib/api-client';
import { currentCampaign } from '@/lib/campaign';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

type PurchaseFields = Omit<SnapPurchaseRequest, 'image_id' | 'source'>;

/**
 * POST /v1/user/content/images/purchase (a Snap, `source` photo) or …/collection/purchase (a Slide, `source`
 * photo.collection, spec §7): starts the checkout, with the campaign the visitor came from; the browser then
 * goes to `link_url` to pay, as for a gift.
 */
export const purchasePhotoPost = ({
  type,
  id,
  fields,
  idempotencyKey,
}: {
  type: PhotoType;
  id: string;
  fields: PurchaseFields;
  idempotencyKey?: string;
}) =>
  type === 'image'
    ? call(contentCalls.purchaseSnap, {
        body: compact({
          ...currentCampaign(),
          image_id: id,
          ...fields,
          source: 'photo',
        } satisfies SnapPurchaseRequest),
        idempotencyKey,
      })
    : call(contentCalls.purchaseSlide, {
        body: compact({
          ...currentCampaign(),
          image_collection_id: id,
          ...fields,
          source: 'photo.collection',
        } satisfies SlidePurchaseRequest),
        idempotencyKey,
      });

export const usePurchasePhotoPost = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof purchasePhotoPost> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof purchasePhotoPost>[0]) =>
      withIdempotencyKey('purchase-photo-post', input, (idempotencyKey) =>
        purchasePhotoPost({ ...input, idempotencyKey }),
      ),
  });
