import { useMutation } from '@tanstack/react-query';
import type { LinkWithRequest, linkWithResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Starts a sign-in at the e-payment provider that links its account to the signed-in user; the browser
 * then goes to `authentication_url` and comes back to the link page.
 */
export const linkWith = async (body: LinkWithRequest) =>
  (await api.post<typeof linkWithResponse>('/v1/user/linked-account/with', { body })).data;

export const useLinkWith = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof linkWith> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: linkWith });
