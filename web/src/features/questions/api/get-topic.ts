import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const topicKey = (pageUrl: string) => ['question-topic', pageUrl] as const;

/** GET /v1/profile/questions/topic/{username}: null until the creator sets one up. */
export const getTopic = async ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  (await call(questionsCalls.topic, { params: { username: pageUrl }, signal })).data;

export const useTopic = (pageUrl: string) =>
  useQuery(
    queryOptions({ queryKey: topicKey(pageUrl), queryFn: ({ signal }) => getTopic({ pageUrl, signal }) }),
  );
