import { blocCalls } from '@pixel/contract';
import { useViewerList } from '@/features/auth';
import { call } from '@/lib/api-client';
import { viewerListQueryOptions, type PageRequest } from '@/lib/pagination';

export const blocPageSize = 10;

export const getBlocPosts = (pageUrl: string, { page, signal }: PageRequest) =>
  call(blocCalls.list, {
    params: { page_url: pageUrl },
    query: { page, per_page: blocPageSize },
    signal,
  });

export const blocPostsKey = (pageUrl: string) => ['bloc', pageUrl] as const;

// locks and the viewer's own reactions depend on who looks
export const blocPostsQueryOptions = (pageUrl: string, viewer: string | null) =>
  viewerListQueryOptions(blocPostsKey(pageUrl), viewer, (request) => getBlocPosts(pageUrl, request));

export const useBlocPosts = (pageUrl: string) =>
  useViewerList((viewer) => blocPostsQueryOptions(pageUrl, viewer));
