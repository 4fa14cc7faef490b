import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { photoContentKey } from './photo-content-key';

/** GET /v1/user/content/images/scheduled: the creator's Snaps and Slides waiting to go out, soonest first. */
export const getScheduledPhotoPosts = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(contentCalls.scheduled, { query: { per_page: 50 }, signal });

// under the feature's key: a post published, rescheduled or deleted refreshes it with the rest
export const useScheduledPhotoPosts = () =>
  useQuery(
    queryOptions({
      queryKey: [...photoContentKey, 'scheduled'],
      queryFn: ({ signal }) => getScheduledPhotoPosts({ signal }),
    }),
  );
