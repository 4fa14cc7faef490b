import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const logout = () => call(authCalls.logout);

export const useLogout = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: logout });
