import { useMutation } from '@tanstack/react-query';
import {
  checkoutResponse,
  type PhotoType,
  type SlidePurchaseRequest,
  type SnapPurchaseRequest,
} from '@pixel/contract';
import { api, compact } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

type PurchaseFields = Omit<SnapPurchaseRequest, 'image_id'>;

/**
 * POST /v1/user/content/images/purchase (a Snap) or …/collection/purchase (a Slide): starts the checkout;
 * the browser then goes to `link_url` to pay, as for a gift.
 */
export const purchasePhotoPost = ({
  type,
  id,
  fields,
}: {
  type: PhotoType;
  id: string;
  fields: PurchaseFields;
}) =>
  type === 'image'
    ? api.post('/v1/user/content/images/purchase', {
        body: compact({ image_id: id, ...fields } satisfies SnapPurchaseRequest),
        schema: checkoutResponse,
      })
    : api.post('/v1/user/content/images/collection/purchase', {
        body: compact({ image_collection_id: id, ...fields } satisfies SlidePurchaseRequest),
        schema: checkoutResponse,
      });

export const usePurchasePhotoPost = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof purchasePhotoPost> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: purchasePhotoPost });
