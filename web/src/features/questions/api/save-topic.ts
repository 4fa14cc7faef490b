import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionsCalls, type QuestionTopicRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { topicKey } from './get-topic';

/** PUT /v1/user/questions/topic: the Edit Q&A modal. */
export const saveTopic = (topic: QuestionTopicRequest) => call(questionsCalls.saveTopic, { body: topic });

export function useSaveTopic({
  pageUrl,
  mutationConfig,
}: {
  pageUrl: string;
  mutationConfig?: MutationConfig<typeof saveTopic>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveTopic,
    onSuccess: (...args) => {
      queryClient.setQueryData(topicKey(pageUrl), args[0].data);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
