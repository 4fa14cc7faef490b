import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type SlideUpdateRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** PUT /v1/user/content/images/collection/update/{collection_id}: `is_payable` false makes it free. */
export const updateSlide = ({ collectionId, body }: { collectionId: string; body: SlideUpdateRequest }) =>
  call(contentCalls.updateSlide, { params: { collection_id: collectionId }, body });

export function useUpdateSlide({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateSlide> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSlide,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
