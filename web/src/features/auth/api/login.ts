import { useMutation } from '@tanstack/react-query';
import { authCalls, type LoginRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const login = (body: LoginRequest) => call(authCalls.login, { body });

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: login });
