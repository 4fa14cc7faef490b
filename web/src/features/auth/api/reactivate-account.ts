import { useMutation } from '@tanstack/react-query';
import { authCalls, type ReactivateRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const reactivateAccount = (body: ReactivateRequest) => call(authCalls.reactivate, { body });

export const useReactivateAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof reactivateAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: reactivateAccount });
