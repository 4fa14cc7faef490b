import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { blocPage, blocPostResponse, messageResponse } from '@pixel/contract';
import type { BlocPostRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const ownBlocKey = (pageUrl: string) => ['bloc-editor', pageUrl] as const;

/** GET /v1/profile/{page_url}/bloc as the owner: every post, newest first. */
export const getOwnBlocPosts = ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  api.get<typeof blocPage>(`/v1/profile/${encodeURIComponent(pageUrl)}/bloc`, {
    query: { per_page: 50 },
    signal,
  });

export const useOwnBlocPosts = (pageUrl: string) =>
  useQuery(
    queryOptions({
      queryKey: ownBlocKey(pageUrl),
      queryFn: ({ signal }) => getOwnBlocPosts({ pageUrl, signal }),
    }),
  );

/** POST /v1/user/bloc, or PUT /v1/user/bloc/{id} (replaces every field). */
export const saveBlocPost = ({ id, post }: { id?: string; post: BlocPostRequest }) =>
  id
    ? api.put<typeof blocPostResponse>(`/v1/user/bloc/${id}`, { body: post })
    : api.post<typeof blocPostResponse>('/v1/user/bloc', { body: post });

/** DELETE /v1/user/bloc/{id} */
export const deleteBlocPost = (id: string) => api.delete<typeof messageResponse>(`/v1/user/bloc/${id}`);

function useRefreshBloc(pageUrl: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownBlocKey(pageUrl) }),
      // the public Bloc tab's lists, whatever their exact keys
      queryClient.invalidateQueries({ queryKey: ['bloc'] }),
    ]);
}

export function useSaveBlocPost(pageUrl: string) {
  const refresh = useRefreshBloc(pageUrl);
  // the form marks the fields of a failure itself
  return useMutation({ mutationFn: saveBlocPost, onSuccess: refresh, onError: () => undefined });
}

export function useDeleteBlocPost(pageUrl: string) {
  const refresh = useRefreshBloc(pageUrl);
  return useMutation({ mutationFn: deleteBlocPost, onSuccess: refresh });
}
