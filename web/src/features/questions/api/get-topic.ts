import { queryOptions, useQuery } from '@tanstack/react-query';
import type { questionTopicResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const topicKey = (pageUrl: string) => ['question-topic', pageUrl] as const;

/** GET /v1/profile/questions/topic/{username}: null until the creator sets one up. */
export const getTopic = async ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  (
    await api.get<typeof questionTopicResponse>(
      `/v1/profile/questions/topic/${encodeURIComponent(pageUrl)}`,
      {
        signal,
      },
    )
  ).data;

export const useTopic = (pageUrl: string) =>
  useQuery(
    queryOptions({ queryKey: topicKey(pageUrl), queryFn: ({ signal }) => getTopic({ pageUrl, signal }) }),
  );
