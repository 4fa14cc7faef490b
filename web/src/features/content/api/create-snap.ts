import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type SnapCreateRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** POST /v1/user/content/images/create: a Snap from one uploaded photo. */
export const createSnap = (body: SnapCreateRequest) => call(contentCalls.createSnap, { body });

export function useCreateSnap({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createSnap> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createSnap,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
