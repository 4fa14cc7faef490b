import { useMutation } from '@tanstack/react-query';
import type { loginResponse } from '@pixel/contract';
import type { ReactivateRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const reactivateAccount = (body: ReactivateRequest) =>
  api.post<typeof loginResponse>('/v1/auth/reactivate/account', { body });

export const useReactivateAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof reactivateAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: reactivateAccount });
