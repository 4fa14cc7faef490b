import { Box, Loader, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ModalHeading } from '@/components/modals/modal-title';
import { useVerifyCaptcha } from '../api/verify-captcha';
import { markHumanVerified } from '../lib/human-check';
import { loadTurnstile } from '../lib/turnstile';
import { useTranslation } from '../texts';

export type CaptchaModalProps = { siteKey: string };

/** Captcha Verification: Cloudflare Turnstile; the token is checked by our server. */
export function CaptchaModal({ context, id, innerProps }: ContextModalProps<CaptchaModalProps>) {
  const { t } = useTranslation();
  const { siteKey } = innerProps;
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const fail = () => {
    context.closeModal(id);
    void navigate('/auth/login');
  };
  const verify = useVerifyCaptcha({
    mutationConfig: {
      onSuccess: ({ data }) => {
        if (!data.success) return fail();
        markHumanVerified();
        context.closeModal(id);
      },
      onError: fail,
    },
  });
  const { mutate } = verify;

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => mutate({ response_token: token }),
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, mutate]);

  return (
    <Stack align="center" gap="md" pb="xs">
      <ModalHeading>{t('auth.captcha.title')}</ModalHeading>
      <Text ta="center" c="dimmed">
        {t('auth.captcha.lead')}
      </Text>
      <Box ref={container} mih={65} />
      {verify.isPending && <Loader size="sm" role="status" aria-label={t('auth.captcha.verifying')} />}
    </Stack>
  );
}
