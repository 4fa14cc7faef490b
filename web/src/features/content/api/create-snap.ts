import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnapCreateRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** POST /v1/user/content/images/create: a Snap from one uploaded photo. */
export const createSnap = (body: SnapCreateRequest) => api.post('/v1/user/content/images/create', { body });

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
