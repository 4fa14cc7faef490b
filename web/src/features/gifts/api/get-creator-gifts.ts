import type { InfiniteData } from '@tanstack/react-query';
import { creatorGiftsPageSize, giftsCalls, type Page, type PublicGift } from '@pixel/contract';
import { useViewerList } from '@/features/auth';
import { call } from '@/lib/api-client';
import { viewerListQueryOptions, withItem, type PageRequest } from '@/lib/pagination';

export const getCreatorGifts = (pageUrl: string, { page, signal }: PageRequest) =>
  call(giftsCalls.list, {
    params: { page_url: pageUrl },
    query: { page, per_page: creatorGiftsPageSize },
    signal,
  });

export const creatorGiftsKey = (pageUrl: string) => ['gifts', pageUrl] as const;

// the owner also sees hidden gifts
export const creatorGiftsQueryOptions = (pageUrl: string, viewer: string | null) =>
  viewerListQueryOptions(creatorGiftsKey(pageUrl), viewer, (request) => getCreatorGifts(pageUrl, request));

export const useCreatorGifts = (pageUrl: string) =>
  useViewerList((viewer) => creatorGiftsQueryOptions(pageUrl, viewer)).list;

/** Puts a gift the server has just changed (reply, hide) into a cached list of the page. */
export const replaceGift = (list: InfiniteData<Page<PublicGift>> | undefined, gift: PublicGift) =>
  withItem(list, gift.id, () => gift);
