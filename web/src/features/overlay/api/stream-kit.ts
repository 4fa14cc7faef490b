import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pollsCalls,
  speechCalls,
  streamTimerCalls,
  type SpeechSettingsRequest,
  type StreamPollRequest,
  type StreamTimerRulesRequest,
} from '@pixel/contract';
import { call } from '@/lib/api-client';

// ---- the widgets' first reads, by the overlay's address

/** GET /v1/overlay/{token}/timer: the subathon timer as its widget starts. */
export const useTimerWidget = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'timer', token],
      queryFn: ({ signal }) => call(streamTimerCalls.widget, { params: { token }, signal }),
      retry: false,
    }),
  );

/** GET /v1/overlay/{token}/poll: the open poll (else the last closed) as its widget starts. */
export const usePollWidget = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['overlay', 'poll', token],
      queryFn: ({ signal }) => call(pollsCalls.widget, { params: { token }, signal }),
      retry: false,
    }),
  );

// ---- the creator's side, on the Stream kit page

const timerKey = ['stream-kit', 'timer'] as const;
const pollsKey = ['stream-kit', 'polls'] as const;
const speechKey = ['stream-kit', 'speech'] as const;

/** GET /v1/user/stream/timer */
export const useStreamTimer = () =>
  useQuery(
    queryOptions({ queryKey: timerKey, queryFn: ({ signal }) => call(streamTimerCalls.timer, { signal }) }),
  );

type TimerChange =
  | { action: 'rules'; body: StreamTimerRulesRequest }
  | { action: 'start'; minutes: number }
  | { action: 'pause' | 'resume' | 'stop' };

/** PUT the rules, or start, pause, resume or stop the timer; each answers the timer as it now stands. */
export function useChangeStreamTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TimerChange) => {
      switch (change.action) {
        case 'rules':
          return call(streamTimerCalls.setRules, { body: change.body });
        case 'start':
          return call(streamTimerCalls.start, { body: { minutes: change.minutes } });
        default:
          return call(streamTimerCalls[change.action]);
      }
    },
    onSuccess: (answer) => queryClient.setQueryData(timerKey, answer),
  });
}

/** GET /v1/user/stream/polls: the open poll first, then the closed ones. */
export const useStreamPolls = () =>
  useQuery(queryOptions({ queryKey: pollsKey, queryFn: ({ signal }) => call(pollsCalls.list, { signal }) }));

export function useOpenPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StreamPollRequest) => call(pollsCalls.open, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollsKey }),
  });
}

export function useClosePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(pollsCalls.close, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollsKey }),
  });
}

/** GET /v1/user/stream/speech */
export const useSpeechSettings = () =>
  useQuery(
    queryOptions({ queryKey: speechKey, queryFn: ({ signal }) => call(speechCalls.settings, { signal }) }),
  );

export function useUpdateSpeechSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpeechSettingsRequest) => call(speechCalls.update, { body }),
    onSuccess: (answer) => queryClient.setQueryData(speechKey, answer),
  });
}
