import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipsCalls, type membershipSettings, type membershipSettingsResponse } from '@pixel/contract';
import type { z } from 'zod';
import { call } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { membershipsKey } from './get-tiers';

export type MembershipSettings = z.output<typeof membershipSettings>;

export const membershipSettingsKey = [...membershipsKey, 'settings'] as const;

/** GET /v1/user/memberships/settings */
export const getMembershipSettings = ({ signal }: { signal?: AbortSignal }) =>
  call(membershipsCalls.settings, { signal });

/** PUT /v1/user/memberships/settings: both choices, as 0 or 1. */
export const putMembershipSettings = (settings: MembershipSettings) =>
  call(membershipsCalls.saveSettings, {
    body: {
      show_member_counts: settings.show_member_counts ? 1 : 0,
      mail_on_new_member: settings.mail_on_new_member ? 1 : 0,
    },
  });

export const useMembershipSettings = () =>
  useQuery(
    queryOptions({
      queryKey: membershipSettingsKey,
      queryFn: ({ signal }) => getMembershipSettings({ signal }),
    }),
  );

/** A switch shows its new place at once, and goes back should the server refuse. */
export function useSaveMembershipSettings() {
  const queryClient = useQueryClient();
  type Answer = z.output<typeof membershipSettingsResponse>;
  return useMutation({
    mutationFn: putMembershipSettings,
    onMutate: async (settings: MembershipSettings) => {
      await queryClient.cancelQueries({ queryKey: membershipSettingsKey });
      const before = queryClient.getQueryData<Answer>(membershipSettingsKey);
      queryClient.setQueryData<Answer>(membershipSettingsKey, { data: settings });
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData(membershipSettingsKey, answer),
    onError: (error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(membershipSettingsKey, context.before);
      handleApiError(error);
    },
  });
}
