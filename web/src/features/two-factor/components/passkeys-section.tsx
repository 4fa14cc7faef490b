import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { InlineForm } from './inline-form';
import { useState } from 'react';
import { passkeyNameMax, type TwoFactorStatus } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { notifySuccess } from '@/lib/notifications';
import { PasskeyCeremonyError, passkeysSupported } from '@/lib/passkeys';
import {
  passkeyStepUp,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  type StepUpProof,
} from '../api/passkeys';

type Errors = { name?: string; code?: string; form?: string };

/**
 * What a refused change says, under the field it names: the name, the app's code, or the passkey (a
 * ceremony cancelled, an answer refused). Anything else goes to the error handler.
 */
function errorsOf(error: unknown): Errors | null {
  if (error instanceof PasskeyCeremonyError) return { form: error.message };
  if (isApiError(error, 'ValidationException')) {
    const said = (field: string) => error.errors?.[field]?.[0];
    return {
      name: said('name'),
      code: said('two_factor_code'),
      form: said('two_factor_passkey') ?? said('response'),
    };
  }
  if (isApiError(error, 'TooManyRequestsException') || isApiError(error, 'ConflictException')) {
    return { form: error.message };
  }
  handleApiError(error);
  return null;
}

/**
 * The second factor a change of passkeys asks for (decision 0095): the app's code when the account has the
 * app, otherwise, or with the field left empty, one of its passkeys.
 */
function useProof(status: TwoFactorStatus) {
  const [code, setCode] = useState('');
  const withApp = status.totp_enabled;
  const withPasskey = status.passkeys > 0;
  return {
    code,
    reset: () => setCode(''),
    /** The field, or the line that says a passkey will be asked; nothing for an account with neither. */
    field: (error: string | undefined) =>
      withApp ? (
        <TextInput
          label="Code from your authenticator app"
          description={withPasskey ? 'Or leave it empty to confirm with one of your passkeys.' : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          placeholder="123456"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
        />
      ) : withPasskey ? (
        <Text fz="sm">You will confirm with one of your passkeys first.</Text>
      ) : null,
    /** What the call carries; a passkey is asked here, on the device. */
    async proof(): Promise<StepUpProof> {
      const typed = code.trim();
      if (withApp && (typed || !withPasskey)) return { two_factor_code: typed };
      if (withPasskey) return { two_factor_passkey: await passkeyStepUp() };
      return {};
    },
  };
}

function AddPasskey({ status, onClose }: { status: TwoFactorStatus; onClose: () => void }) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const proof = useProof(status);
  const add = useAddPasskey();

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: 'The name field is required.' });
    if ([...trimmed].length > passkeyNameMax) {
      return setErrors({ name: `The name must not be greater than ${passkeyNameMax} characters.` });
    }
    setErrors({});
    setBusy(true);
    try {
      await add.mutateAsync({ name: trimmed, proof: await proof.proof() });
      notifySuccess('Passkey added.');
      onClose();
    } catch (error) {
      setErrors(errorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineForm
      submitLabel="Add passkey"
      loading={busy}
      error={errors.form}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <TextInput
        label="Name"
        description="So you can tell your passkeys apart, e.g. “My phone” or “Work laptop”."
        maxLength={passkeyNameMax}
        data-autofocus
        autoFocus
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
      />
      {proof.field(errors.code)}
    </InlineForm>
  );
}

function RemovePasskey({
  id,
  name,
  status,
  onClose,
}: {
  id: string;
  name: string;
  status: TwoFactorStatus;
  onClose: () => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const proof = useProof(status);
  const remove = useRemovePasskey();

  const submit = async () => {
    setErrors({});
    setBusy(true);
    try {
      await remove.mutateAsync({ id, proof: await proof.proof() });
      notifySuccess('Passkey removed.');
      onClose();
    } catch (error) {
      setErrors(errorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineForm
      submitLabel="Remove"
      danger
      loading={busy}
      error={errors.form}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <Text fz="sm">
        Remove “{name}”? It will no longer sign you in. Remove it from the device too, in its settings.
      </Text>
      {proof.field(errors.code)}
    </InlineForm>
  );
}

/** Passkeys: each one signs in alone, with no password, and is a second factor after the password. */
export function PasskeysSection({ status }: { status: TwoFactorStatus | undefined }) {
  const passkeys = usePasskeys();
  const [action, setAction] = useState<{ kind: 'add' } | { kind: 'remove'; id: string } | null>(null);
  const list = passkeys.data?.data;
  const supported = passkeysSupported();

  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="passkeys-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="passkeys-heading">
          Passkeys
        </Title>
        <Text>
          A passkey signs you in with your fingerprint, face or screen lock instead of your password. After
          your password, it also serves as your second step. Add one on each phone or computer you use.
        </Text>
        {passkeys.isError ? (
          <LoadError onRetry={() => void passkeys.refetch()} />
        ) : !list || !status ? (
          <Skeleton h={80} role="status" aria-label="Loading passkeys" />
        ) : (
          <>
            {list.length > 0 && (
              <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your passkeys">
                {list.map((key) => (
                  <Paper
                    key={key.id}
                    component="li"
                    withBorder
                    radius="md"
                    p="md"
                    style={{ listStyle: 'none' }}
                  >
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                          {key.name}
                        </Text>
                        <Text fz="sm" c="dimmed">
                          Added {formatDate(key.created_at)} ·{' '}
                          {key.last_used_at ? `Last used ${formatDate(key.last_used_at)}` : 'Not used yet'}
                        </Text>
                      </div>
                      {action?.kind !== 'remove' && (
                        <Button
                          variant="outline"
                          color="red.9"
                          size="compact-sm"
                          aria-label={`Remove ${key.name}`}
                          onClick={() => setAction({ kind: 'remove', id: key.id })}
                        >
                          Remove
                        </Button>
                      )}
                    </Group>
                    {action?.kind === 'remove' && action.id === key.id && (
                      <Stack mt="sm">
                        <RemovePasskey
                          id={key.id}
                          name={key.name}
                          status={status}
                          onClose={() => setAction(null)}
                        />
                      </Stack>
                    )}
                  </Paper>
                ))}
              </Stack>
            )}
            {list.length === 1 && (
              <Text fz="sm" c="dimmed">
                If you lose the device with your only passkey, you will need another way in: add a second
                passkey, or an authenticator app.
              </Text>
            )}
            {!supported ? (
              <Alert color="yellow" variant="light">
                This browser cannot make passkeys. Open PIXEL in an up-to-date browser to add one.
              </Alert>
            ) : action?.kind === 'add' ? (
              <AddPasskey status={status} onClose={() => setAction(null)} />
            ) : (
              action === null && (
                <Group>
                  <Button onClick={() => setAction({ kind: 'add' })}>Add a passkey</Button>
                </Group>
              )
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
