import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { AddressText } from '@/components/ui/address-text';
import { useCountdown, waitClock, waitWords } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useResendVerification } from '../api/resend-verification';
import { i18n, Trans, useTranslation } from '../texts';

export type VerifyEmailModalProps = {
  email: string;
  /** Seconds before Resend may be used: 300 right after a mail was sent (spec §9), 0 when none was. */
  retryInSeconds?: number;
};

/** The address in the lead, bold, breaking only where an address may (components/ui/address-text). */
function Address({ children }: { children?: string }) {
  return (
    <Text span fw={700}>
      <AddressText>{children ?? ''}</AddressText>
    </Text>
  );
}

export function VerifyEmailModal({ context, id, innerProps }: ContextModalProps<VerifyEmailModalProps>) {
  const { t } = useTranslation();
  const { email, retryInSeconds = 0 } = innerProps;
  const countdown = useCountdown(retryInSeconds);
  const resend = useResendVerification({
    mutationConfig: {
      onSuccess: ({ data }) => {
        countdown.start(data.retry_in_seconds);
        notifySuccess(i18n.t('auth.verifyEmail.sent'));
      },
      onError: (error) => {
        // sent too recently: wait for the time the server gives
        if (isApiError(error) && error.retryInSeconds !== undefined) countdown.start(error.retryInSeconds);
        else handleApiError(error);
      },
    },
  });

  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      <ModalHeading>{t('auth.verifyEmail.title')}</ModalHeading>
      {/* a long address breaks anywhere rather than run past a phone's modal */}
      <Text ta="center" maw="100%" style={{ overflowWrap: 'anywhere' }}>
        <Trans i18nKey="auth.verifyEmail.lead" values={{ email }} components={{ strong: <Address /> }} />
      </Text>
      <Text ta="center" c="dimmed" fz="sm">
        {t('auth.verifyEmail.spam')}
      </Text>
      <Button
        fullWidth
        size="md"
        variant="gradient"
        disabled={countdown.running}
        loading={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {countdown.running
          ? t('auth.verifyEmail.resendIn', { time: waitClock(countdown.secondsLeft) })
          : t('auth.verifyEmail.resend')}
      </Button>
      {countdown.running && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('auth.verifyEmail.waitSeconds', { time: waitWords(countdown.secondsLeft) })}
        </Text>
      )}
      <Button data-autofocus fullWidth variant="subtle" onClick={() => context.closeModal(id)}>
        {t('auth.verifyEmail.close')}
      </Button>
    </Stack>
  );
}
