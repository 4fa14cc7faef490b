import { useMutation } from '@tanstack/react-query';
import {
  type AnswerOf,
  type CommissionRequestRequest,
  commissionLimits,
  commissionsCalls,
} from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { postImage, type UploadProgress } from '@/lib/upload-image';

/**
 * POST /v1/user/commissions/references (multipart, field `image`): a reference image for a brief, kept
 * private; the request names it by its id.
 */
export const uploadReference = ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
  postImage<AnswerOf<typeof commissionsCalls.uploadReference>>(commissionsCalls.uploadReference.path, file, {
    field: commissionLimits.referenceField,
    ...(onProgress && { onProgress }),
  }).then((answer) => answer.data);

export const useUploadReference = () =>
  // the picker says the refusal itself
  useMutation({ mutationFn: uploadReference, onError: () => undefined });

/**
 * POST /v1/commissions/types/{id}/requests: the request and the checkout of what is paid first; the
 * browser then goes to `link_url`.
 */
export const requestCommission = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: CommissionRequestRequest;
  idempotencyKey?: string;
}) => call(commissionsCalls.request, { params: { id }, body, idempotencyKey });

/** Requests a commission; sending again after a failure retries the same checkout, never a second one. */
export const useRequestCommission = () =>
  useMutation({
    mutationFn: (input: Parameters<typeof requestCommission>[0]) =>
      withIdempotencyKey('request-commission', input, (idempotencyKey) =>
        requestCommission({ ...input, idempotencyKey }),
      ),
    // the form says the refusal itself, beside its field or above its button
    onError: () => undefined,
  });
