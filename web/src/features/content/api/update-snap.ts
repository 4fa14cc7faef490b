import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type SnapUpdateRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** PUT /v1/user/content/images/update/{id}: the fields sent are changed. */
export const updateSnap = ({ id, body }: { id: string; body: SnapUpdateRequest }) =>
  call(contentCalls.updateSnap, { params: { id }, body });

export function useUpdateSnap({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateSnap> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSnap,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
