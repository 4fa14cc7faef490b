import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

const myDiscordKey = ['my-discord'] as const;

/** GET /v1/user/discord: the person's linked Discord account. */
export const getMyDiscord = ({ signal }: { signal?: AbortSignal }) =>
  call(communityCalls.myDiscord, { signal });

export const useMyDiscord = () =>
  useQuery(queryOptions({ queryKey: myDiscordKey, queryFn: ({ signal }) => getMyDiscord({ signal }) }));

/** POST /v1/user/discord/link: the address of Discord's page that tells PIXEL which account is theirs. */
export const linkDiscord = () => call(communityCalls.linkDiscord, {});

export const useLinkDiscord = () =>
  useMutation({ mutationFn: linkDiscord, onSuccess: ({ data }) => window.location.assign(data.url) });

/** DELETE /v1/user/discord */
export const unlinkDiscord = () => call(communityCalls.unlinkDiscord, {});

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkDiscord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDiscordKey }),
  });
}
