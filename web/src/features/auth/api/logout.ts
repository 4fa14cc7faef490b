import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const logout = () => api.post('/v1/auth/logout');

export const useLogout = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: logout });
