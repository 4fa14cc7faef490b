import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { siteCalls, type captchaVerifyRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const verifyCaptcha = (body: z.input<typeof captchaVerifyRequest>) =>
  call(siteCalls.verifyCaptcha, { body });

export const useVerifyCaptcha = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof verifyCaptcha> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: verifyCaptcha });
