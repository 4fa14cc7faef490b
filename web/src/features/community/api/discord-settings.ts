import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityCalls, type DiscordRolesRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** Everything the creator's Discord page reads lives under `['discord']`. */
export const discordKey = ['discord'] as const;

/** GET /v1/user/community/discord: the creator's server, its roles and each tier's role. */
export const getDiscordSettings = ({ signal }: { signal?: AbortSignal }) =>
  call(communityCalls.discordSettings, { signal });

export const useDiscordSettings = () =>
  useQuery(
    queryOptions({
      queryKey: [...discordKey, 'settings'],
      queryFn: ({ signal }) => getDiscordSettings({ signal }),
    }),
  );

/** POST /v1/user/community/discord/connect: the address of Discord's page that adds the bot to a server. */
export const connectDiscord = () => call(communityCalls.discordConnect, {});

export const useConnectDiscord = () =>
  useMutation({
    mutationFn: connectDiscord,
    // the browser leaves for Discord, which sends it back to this page
    onSuccess: ({ data }) => window.location.assign(data.url),
  });

/** DELETE /v1/user/community/discord */
export const disconnectDiscord = () => call(communityCalls.discordDisconnect, {});

/** PUT /v1/user/community/discord/roles: the role of each tier listed; null for none. */
export const saveDiscordRoles = (body: DiscordRolesRequest) => call(communityCalls.discordRoles, { body });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: discordKey });
}

export function useDisconnectDiscord() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: disconnectDiscord, onSuccess: refresh });
}

export function useSaveDiscordRoles() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveDiscordRoles, onSuccess: refresh });
}
