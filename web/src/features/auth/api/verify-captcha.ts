import { useMutation } from '@tanstack/react-query';
import type { captchaVerifyResponse } from '@pixel/contract';
import type { z } from 'zod';
import type { captchaVerifyRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const verifyCaptcha = (body: z.input<typeof captchaVerifyRequest>) =>
  api.post<typeof captchaVerifyResponse>('/v1/site/captcha/verify', { body });

export const useVerifyCaptcha = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof verifyCaptcha> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: verifyCaptcha });
