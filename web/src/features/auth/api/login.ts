import { useMutation } from '@tanstack/react-query';
import type { loginResponse } from '@pixel/contract';
import type { LoginRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const login = (body: LoginRequest) => api.post<typeof loginResponse>('/v1/auth/login', { body });

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: login });
