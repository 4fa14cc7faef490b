import { useMutation } from '@tanstack/react-query';
import { linkedAccountsCalls, type LinkWithRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Starts a sign-in at the e-payment provider that links its account to the signed-in user; the browser
 * then goes to `authentication_url` and comes back to the link page.
 */
export const linkWith = async (body: LinkWithRequest) =>
  (await call(linkedAccountsCalls.linkWith, { body })).data;

export const useLinkWith = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof linkWith> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: linkWith });
