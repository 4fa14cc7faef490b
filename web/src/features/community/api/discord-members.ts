import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { discordKey } from './discord-settings';

export const DISCORD_MEMBERS_PER_PAGE = 20;

/** GET /v1/user/community/discord/members: each member's role as PIXEL left it, failures first. */
export const getDiscordMembers = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  call(communityCalls.discordMembers, { query: { page, per_page: DISCORD_MEMBERS_PER_PAGE }, signal });

export const useDiscordMembers = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...discordKey, 'members', page],
      queryFn: ({ signal }) => getDiscordMembers({ page, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /v1/user/community/discord/members/{member_user_id}/retry: tried again now. */
export const retryDiscordMember = (memberUserId: string) =>
  call(communityCalls.discordRetry, { params: { member_user_id: memberUserId } });

export function useRetryDiscordMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDiscordMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...discordKey, 'members'] }),
  });
}
