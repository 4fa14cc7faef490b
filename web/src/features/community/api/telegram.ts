import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityCalls, type TelegramConnectRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

const telegramKey = ['telegram'] as const;

/** GET /v1/user/community/telegram: the creator's group and the bot to add to it. */
export const getTelegramSettings = ({ signal }: { signal?: AbortSignal }) =>
  call(communityCalls.telegramSettings, { signal });

export const useTelegramSettings = () =>
  useQuery(
    queryOptions({
      queryKey: [...telegramKey, 'settings'],
      queryFn: ({ signal }) => getTelegramSettings({ signal }),
    }),
  );

/** PUT /v1/user/community/telegram: the group, once PIXEL's bot is an admin there. */
export const connectTelegram = (body: TelegramConnectRequest) =>
  call(communityCalls.telegramConnect, { body });

/** DELETE /v1/user/community/telegram */
export const disconnectTelegram = () => call(communityCalls.telegramDisconnect, {});

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: telegramKey });
}

export function useConnectTelegram() {
  const refresh = useRefresh();
  // the form marks the chat id's refusal itself
  return useMutation({ mutationFn: connectTelegram, onSuccess: refresh, onError: () => undefined });
}

export function useDisconnectTelegram() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: disconnectTelegram, onSuccess: refresh });
}

/** GET /v1/user/telegram-invites: the member's invites to their creators' groups, and the groups they are in. */
export const getMyTelegramInvites = ({ signal }: { signal?: AbortSignal }) =>
  call(communityCalls.myTelegramInvites, { signal });

export const useMyTelegramInvites = () =>
  useQuery(
    queryOptions({
      queryKey: [...telegramKey, 'invites'],
      queryFn: ({ signal }) => getMyTelegramInvites({ signal }),
    }),
  );
