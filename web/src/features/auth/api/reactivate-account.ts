import { useMutation } from '@tanstack/react-query';
import { loginResponse, type ReactivateRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const reactivateAccount = (body: ReactivateRequest) =>
  api.post('/v1/auth/reactivate/account', { body, schema: loginResponse });

export const useReactivateAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof reactivateAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: reactivateAccount });
