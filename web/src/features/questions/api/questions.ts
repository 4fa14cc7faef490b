import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { questionsCalls, type AskQuestionRequest } from '@pixel/contract';
import { call, compact } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const questionsKey = (pageUrl: string) => ['questions', pageUrl] as const;

/**
 * GET /v1/profile/{page_url}/questions. Visitors see the answered ones; the owner sees every question,
 * hidden and unanswered ones too (the server leaves hidden ones out for anyone else).
 */
export const getQuestions = ({
  pageUrl,
  isOwner,
  signal,
}: {
  pageUrl: string;
  isOwner: boolean;
  signal?: AbortSignal;
}) =>
  call(questionsCalls.list, {
    params: { page_url: pageUrl },
    query: { per_page: 50, sort: isOwner ? 'newest' : 'answered', status: isOwner ? 'all' : 'answered' },
    signal,
  });

export const useQuestions = (pageUrl: string, isOwner: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...questionsKey(pageUrl), { isOwner }],
      queryFn: ({ signal }) => getQuestions({ pageUrl, isOwner, signal }),
    }),
  );

/** POST /v1/profile/{page_url}/questions */
export const askQuestion = ({ pageUrl, question }: { pageUrl: string; question: AskQuestionRequest }) =>
  // compact leaves out empty fields (an empty question, which the server then refuses as missing)
  call(questionsCalls.ask, { params: { page_url: pageUrl }, body: compact(question) });

export const useAskQuestion = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof askQuestion> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: askQuestion });

/** POST /v1/user/questions/{id}/answer */
export const answerQuestion = ({ id, answer }: { id: string; answer: string }) =>
  call(questionsCalls.answer, { params: { id }, body: { answer } });

/** POST /v1/user/questions/{id}/hide */
export const hideQuestion = ({ id, hidden }: { id: string; hidden: boolean }) =>
  call(questionsCalls.hide, { params: { id }, body: { is_hidden: hidden ? 1 : 0 } });

/** DELETE /v1/user/questions/{id} */
export const deleteQuestion = ({ id }: { id: string }) => call(questionsCalls.delete, { params: { id } });

/** The owner's actions on a question; each refreshes the page's list. */
export function useQuestionActions(pageUrl: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionsKey(pageUrl) });
  return {
    answer: useMutation({ mutationFn: answerQuestion, onSuccess: refresh }),
    hide: useMutation({ mutationFn: hideQuestion, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteQuestion, onSuccess: refresh }),
  };
}
