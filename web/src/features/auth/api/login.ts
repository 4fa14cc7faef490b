import { useMutation } from '@tanstack/react-query';
import { loginResponse, type LoginRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const login = (body: LoginRequest) => api.post('/v1/auth/login', { body, schema: loginResponse });

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: login });
