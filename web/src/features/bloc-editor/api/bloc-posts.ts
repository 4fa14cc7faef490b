import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blocCalls, type BlocPostRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const ownBlocKey = (pageUrl: string) => ['bloc-editor', pageUrl] as const;
export const scheduledBlocKey = ['bloc-editor-scheduled'] as const;

/** GET /v1/profile/{page_url}/bloc as the owner: every post, newest first. */
export const getOwnBlocPosts = ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  call(blocCalls.list, { params: { page_url: pageUrl }, query: { per_page: 50 }, signal });

export const useOwnBlocPosts = (pageUrl: string) =>
  useQuery(
    queryOptions({
      queryKey: ownBlocKey(pageUrl),
      queryFn: ({ signal }) => getOwnBlocPosts({ pageUrl, signal }),
    }),
  );

/** POST /v1/user/bloc, or PUT /v1/user/bloc/{id} (replaces every field but a scheduled post's time). */
export const saveBlocPost = ({ id, post }: { id?: string; post: BlocPostRequest }) =>
  id ? call(blocCalls.update, { params: { id }, body: post }) : call(blocCalls.create, { body: post });

/** DELETE /v1/user/bloc/{id} */
export const deleteBlocPost = (id: string) => call(blocCalls.delete, { params: { id } });

function useRefreshBloc(pageUrl: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownBlocKey(pageUrl) }),
      queryClient.invalidateQueries({ queryKey: scheduledBlocKey }),
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

/** GET /v1/user/bloc/scheduled: the creator's posts waiting to go out, soonest first (decision 0157). */
export const getScheduledBlocPosts = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(blocCalls.scheduled, { query: { per_page: 50 }, signal });

export const useScheduledBlocPosts = () =>
  useQuery(
    queryOptions({
      queryKey: scheduledBlocKey,
      queryFn: ({ signal }) => getScheduledBlocPosts({ signal }),
    }),
  );

/** POST /v1/user/bloc/{id}/publish: a scheduled post goes out now. */
export const publishBlocPost = (id: string) => call(blocCalls.publish, { params: { id } });

export function usePublishBlocPost(pageUrl: string) {
  const refresh = useRefreshBloc(pageUrl);
  return useMutation({ mutationFn: publishBlocPost, onSuccess: refresh });
}
