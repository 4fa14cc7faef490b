import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reactionsCalls, type ContentType, type ReactionKey } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export type ReactorFilter = 'all' | ReactionKey;

export const getReactors = ({
  contentId,
  contentType,
  reaction,
  page,
  signal,
}: {
  contentId: string;
  contentType: ContentType;
  reaction: ReactorFilter;
  page: number;
  signal?: AbortSignal;
}) =>
  call(reactionsCalls.reactors, {
    query: { content_id: contentId, content_type: contentType, reaction, page },
    signal,
  });

export const reactorsQueryOptions = (contentType: ContentType, contentId: string, reaction: ReactorFilter) =>
  infiniteQueryOptions({
    queryKey: ['reactors', contentType, contentId, reaction],
    queryFn: ({ pageParam, signal }) =>
      getReactors({ contentId, contentType, reaction, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // who reacted changes with every tap: ask again each time the list opens
    staleTime: 0,
  });

export const useReactors = (contentType: ContentType, contentId: string, reaction: ReactorFilter) =>
  useInfiniteQuery(reactorsQueryOptions(contentType, contentId, reaction));
