import { useMutation } from '@tanstack/react-query';
import { authCalls, type RegisterRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const register = (body: RegisterRequest) => call(authCalls.register, { body });

export const useRegister = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: register });
