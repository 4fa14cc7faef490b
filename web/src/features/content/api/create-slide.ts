import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCalls, type SlideCreateRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidatePhotoContent } from './get-photo-posts';

/** POST /v1/user/content/images/collection/create: a Slide, photos in order. */
export const createSlide = (body: SlideCreateRequest) => call(contentCalls.createSlide, { body });

export function useCreateSlide({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createSlide> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createSlide,
    onSuccess: (...args) => {
      void invalidatePhotoContent(queryClient);
      return onSuccess?.(...args);
    },
  });
}
