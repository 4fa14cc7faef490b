import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pendingDeletionPath } from '@pixel/contract';
import { KeyIcon } from '@/components/ui/icons';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { PasskeyCeremonyError, passkeysSupported } from '@/lib/passkeys';
import { userQueryKey } from '../api/get-user';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { i18n, useTranslation } from '../texts';

/**
 * 'Sign in with a passkey': no email typed, the device offers the passkeys it keeps for PIXEL. A passkey
 * signs in alone, with no second step (decision 0095).
 */
export function PasskeyLoginButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const signIn = usePasskeySignIn({
    mutationConfig: {
      onSuccess: async ({ data }) => {
        if (!('user' in data)) return;
        // an account waiting to be erased signs in to the screen that offers to cancel
        if (data.deletion_details) {
          await navigate(pendingDeletionPath, { replace: true });
          return;
        }
        if (data.user.status !== 'active') {
          // reactivating asks for the password, as it always has
          setError(i18n.t('auth.passkey.deactivated'));
          return;
        }
        queryClient.setQueryData(userQueryKey, data.user);
        await navigate(redirectTo, { replace: true });
      },
      onError: (failure) => {
        if (failure instanceof PasskeyCeremonyError) return setError(failure.message);
        if (
          isApiError(failure, 'UnauthorizedAccessException') ||
          isApiError(failure, 'ValidationException')
        ) {
          return setError(failure.message);
        }
        handleApiError(failure);
      },
    },
  });
  if (!passkeysSupported()) return null;

  return (
    <>
      <Button
        fullWidth
        size="md"
        variant="default"
        mt="md"
        leftSection={<KeyIcon />}
        {...wrappingLabel}
        mih={42}
        py={8}
        loading={signIn.isPending}
        onClick={() => {
          setError(null);
          signIn.mutate();
        }}
      >
        {t('auth.passkey.signIn')}
      </Button>
      {error && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
