import { useMutation } from '@tanstack/react-query';
import type { registerResponse } from '@pixel/contract';
import type { RegisterRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const register = (body: RegisterRequest) =>
  api.post<typeof registerResponse>('/v1/auth/register', { body });

export const useRegister = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: register });
