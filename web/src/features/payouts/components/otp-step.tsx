import { Button, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { otpRules, type OtpChallenge } from '@pixel/contract';
import { OtpCodeInput, useOtpCode } from '@/components/ui/otp-code-input';
import { useCountdown, waitWords } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { useResendOtp } from '../api/resend-otp';
import { Trans, useTranslation } from '../texts';

export type OtpStepProps = {
  challenge: OtpChallenge;
  /** The wait before the first resend when the server gives none: 30 s in the payout flow, 300 s in bank flows. */
  firstResendSeconds: number;
  /**
   * Runs once the sixth digit is in. A rejection with OTPCodeInvalidException highlights the boxes for 2 s
   * and clears them; any other rejection goes to `onError`.
   */
  onComplete: (code: string, otpToken: string) => Promise<unknown>;
  onError: (error: unknown) => void;
  /** The payout flow says 'Please try again in {n} seconds.' when a resend comes too early (spec §8). */
  showRetryMessage?: boolean;
  /** More buttons under the resend button (CANCEL). */
  children?: ReactNode;
};

/** The code step of a flow: the six boxes, auto-submitted, and the resend button with its countdown. */
export function OtpStep({
  challenge,
  firstResendSeconds,
  onComplete,
  onError,
  showRetryMessage,
  children,
}: OtpStepProps) {
  const { t } = useTranslation();
  const otp = useOtpCode();
  const [otpToken, setOtpToken] = useState(challenge.otp_token);
  const [sentTo, setSentTo] = useState({ to: challenge.sent_to, mode: challenge.otp_mode });
  const [submitting, setSubmitting] = useState(false);
  const [tooEarly, setTooEarly] = useState(false);
  const [invalidMessage, setInvalidMessage] = useState('');
  const countdown = useCountdown(
    Number.isFinite(challenge.retry_in_seconds) ? challenge.retry_in_seconds : firstResendSeconds,
  );

  const resend = useResendOtp({
    mutationConfig: {
      onSuccess: (next) => {
        setTooEarly(false);
        setOtpToken(next.otp_token);
        setSentTo({ to: next.sent_to, mode: next.otp_mode });
        otp.reset();
        // after any resend the wait is 300 s unless the server says otherwise (spec §4)
        countdown.start(
          Number.isFinite(next.retry_in_seconds) ? next.retry_in_seconds : otpRules.resendSeconds,
        );
      },
      onError: (error) => {
        if (isApiError(error) && error.retryInSeconds !== undefined) {
          countdown.start(error.retryInSeconds);
          setTooEarly(true);
        } else handleApiError(error);
      },
    },
  });

  const submit = (code: string) => {
    setSubmitting(true);
    onComplete(code, otpToken)
      .catch((error: unknown) => {
        if (isApiError(error, 'OTPCodeInvalidException')) {
          setInvalidMessage(error.message || t('messages.otpInvalid'));
          otp.reject();
        } else onError(error);
      })
      .finally(() => setSubmitting(false));
  };

  return (
    <Stack gap="md" align="center">
      <Text ta="center">
        <Trans
          i18nKey="payouts.otp.sentTo"
          values={{ length: otpRules.length, to: sentTo.to }}
          components={{
            // a masked number reads as one piece, moved to the next line whole; a long address may break
            strong: (
              <Text
                span
                fw={700}
                style={sentTo.mode === 'sms' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
              />
            ),
          }}
        />
      </Text>
      <OtpCodeInput
        value={otp.code}
        onChange={(code) => {
          otp.setCode(code);
          // the last refusal stays readable (an expired code says so) until the next code is typed
          if (code) setInvalidMessage('');
        }}
        onComplete={submit}
        error={otp.invalid}
        disabled={submitting}
      />
      <Text fz="sm" c="red" role="alert" mih={20}>
        {invalidMessage}
      </Text>
      {submitting && <Loader size="sm" role="status" aria-label={t('payouts.otp.checking')} />}
      <Stack gap={6} w="100%">
        <Button
          variant="light"
          size="md"
          fullWidth
          disabled={countdown.running || submitting}
          loading={resend.isPending}
          onClick={() => resend.mutate({ otpToken })}
        >
          {t('payouts.otp.resend')}
        </Button>
        {countdown.running && (
          <Text fz="sm" c="dimmed" ta="center" aria-live="polite">
            {showRetryMessage && tooEarly
              ? t('errors.tryAgainIn', { seconds: countdown.secondsLeft })
              : t('payouts.otp.newCodeIn', { time: waitWords(countdown.secondsLeft) })}
          </Text>
        )}
        {children}
      </Stack>
    </Stack>
  );
}
