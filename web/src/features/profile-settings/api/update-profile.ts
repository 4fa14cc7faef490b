import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesCalls, type AnswerOf, type ProfileUpdateRequest } from '@pixel/contract';
import { userQueryKey } from '@/features/auth';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { postImage, type UploadProgress } from '@/lib/upload-image';

/** PUT /v1/user/profile: page name and bio. */
export const updateProfile = (profile: ProfileUpdateRequest) => call(profilesCalls.update, { body: profile });

/** POST /v1/user/profile/avatar or /cover (multipart `image`): answers the updated public profile. */
export const uploadProfileImage = ({
  kind,
  file,
  onProgress,
}: {
  kind: 'avatar' | 'cover';
  file: File;
  onProgress?: UploadProgress;
}) =>
  postImage<AnswerOf<(typeof profilesCalls)[typeof kind]>>(profilesCalls[kind].path, file, { onProgress });

/** The signed-in user and their public page show the new name, bio and pictures at once. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return (pageUrl: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['profile', pageUrl] }),
    ]);
}

export function useUpdateProfile({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  const refresh = useRefreshProfile();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateProfile,
    onSuccess: async (...args) => {
      await refresh(args[0].data.page_url);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}

export function useUploadProfileImage() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: async ({ data }) => {
      await refresh(data.page_url);
    },
  });
}
