import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type SlideImagesRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/**
 * PUT /v1/user/content/images/collection/update/{collection_id}/image: the whole photo list in its new order;
 * photos left out are removed, photos with a `url` added.
 */
export const updateSlideImages = ({
  collectionId,
  body,
}: {
  collectionId: string;
  body: SlideImagesRequest;
}) => call(contentCalls.updateSlideImages, { params: { collection_id: collectionId }, body });

export function useUpdateSlideImages({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateSlideImages> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSlideImages,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
