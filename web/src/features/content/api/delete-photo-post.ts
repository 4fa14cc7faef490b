import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type PhotoType } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** DELETE /v1/user/content/images/delete/{id} (a Snap) or …/collection/delete/{id} (a Slide). */
export const deletePhotoPost = ({ type, id }: { type: PhotoType; id: string }) =>
  call(type === 'image' ? contentCalls.deleteSnap : contentCalls.deleteSlide, { params: { id } });

export function useDeletePhotoPost({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deletePhotoPost> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deletePhotoPost,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
