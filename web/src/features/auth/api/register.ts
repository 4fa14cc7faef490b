import { useMutation } from '@tanstack/react-query';
import { userResponse, type RegisterRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const register = (body: RegisterRequest) =>
  api.post('/v1/auth/register', { body, schema: userResponse });

export const useRegister = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: register });
