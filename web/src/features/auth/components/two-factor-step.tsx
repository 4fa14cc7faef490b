import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pendingDeletionPath } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { userQueryKey } from '../api/get-user';
import { KeyIcon } from '@/components/ui/icons';
import { PasskeyCeremonyError, passkeysSupported } from '@/lib/passkeys';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { usePasskeySecondStep } from '../api/passkey-sign-in';
import { AuthHeading } from './auth-heading';
import { useTranslation } from '../texts';

/**
 * The second step of a sign-in to an account with two-factor sign-in: the code the authenticator app
 * shows, one of the recovery codes, or one of the account's passkeys. `onRestart` goes back to the
 * password when the step expired.
 */
export function TwoFactorStep({
  challengeToken,
  redirectTo,
  onRestart,
}: {
  challengeToken: string;
  redirectTo: string;
  onRestart: (reason?: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [withRecovery, setWithRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const field = withRecovery ? 'recovery_code' : 'code';

  const signedIn = async ({ data }: Awaited<ReturnType<typeof verify.mutateAsync>>) => {
    if (!('user' in data)) return;
    // an account waiting to be erased signs in to the screen that offers to cancel
    if (data.deletion_details) {
      await navigate(pendingDeletionPath, { replace: true });
      return;
    }
    queryClient.setQueryData(userQueryKey, data.user);
    await navigate(redirectTo, { replace: true });
  };
  /** A step that took too long goes back to the password, saying so. */
  const restartIfExpired = (failure: unknown) => {
    const expired = isApiError(failure, 'ValidationException') && failure.errors?.challenge_token?.[0];
    if (expired) onRestart(expired);
    return Boolean(expired);
  };

  const withPasskey = usePasskeySecondStep({
    mutationConfig: {
      onSuccess: signedIn,
      onError: (failure) => {
        if (restartIfExpired(failure)) return;
        if (failure instanceof PasskeyCeremonyError) return setPasskeyError(failure.message);
        if (isApiError(failure) && failure.status < 500 && failure.exception !== 'NetworkException') {
          return setPasskeyError(failure.errors?.passkey?.[0] ?? failure.message);
        }
        handleApiError(failure);
      },
    },
  });

  const verify = useLoginTwoFactor({
    mutationConfig: {
      onSuccess: signedIn,
      onError: (failure) => {
        if (restartIfExpired(failure)) return;
        if (isApiError(failure, 'ValidationException') || isApiError(failure, 'TooManyRequestsException')) {
          // a wrong code, or the wait after too many of them, is said under the field
          setError(failure.errors?.[field]?.[0] ?? failure.errors?.code?.[0] ?? failure.message);
          return;
        }
        handleApiError(failure);
      },
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(withRecovery ? t('auth.twoFactor.recoveryRequired') : t('auth.twoFactor.codeRequired'));
      return;
    }
    setError(null);
    verify.mutate({ challenge_token: challengeToken, [field]: typed });
  };

  const switchMode = () => {
    setWithRecovery((current) => !current);
    setValue('');
    setError(null);
  };

  return (
    <>
      <AuthHeading title={t('auth.twoFactor.title')}>
        {withRecovery ? t('auth.twoFactor.leadRecovery') : t('auth.twoFactor.leadCode')}
      </AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            key={field}
            label={withRecovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')}
            autoComplete="one-time-code"
            inputMode={withRecovery ? 'text' : 'numeric'}
            placeholder={withRecovery ? 'XXXX-XXXX' : '123456'}
            maxLength={withRecovery ? 12 : 7}
            data-autofocus
            autoFocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
          />
          <Button type="submit" size="md" variant="gradient" loading={verify.isPending}>
            {t('auth.twoFactor.verify')}
          </Button>
        </Stack>
      </form>
      {passkeysSupported() && (
        <Stack gap="xs" mt="md">
          <Button
            variant="default"
            size="md"
            leftSection={<KeyIcon />}
            loading={withPasskey.isPending}
            onClick={() => {
              setPasskeyError(null);
              withPasskey.mutate(challengeToken);
            }}
          >
            {t('auth.twoFactor.usePasskey')}
          </Button>
          {passkeyError && (
            <Alert color="red" variant="light" role="alert">
              {passkeyError}
            </Alert>
          )}
        </Stack>
      )}
      <Stack gap={6} mt="lg" align="center">
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={switchMode}>
          {withRecovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
        </Anchor>
        <Text fz="sm" ta="center">
          <Anchor component="button" type="button" fz="sm" onClick={() => onRestart()}>
            {t('auth.twoFactor.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
