import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type ContentSettingsRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** PUT /v1/user/content/images/settings: a post's price (`price_id` 1 makes it free). */
export const updateContentSettings = (body: ContentSettingsRequest) => call(contentCalls.setPrice, { body });

export function useUpdateContentSettings({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateContentSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateContentSettings,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
