import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
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
import { useTranslation } from '../texts';
import { InlineForm } from './inline-form';

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
  const { t } = useTranslation();
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
          label={t('twoFactor.passkeys.codeLabel')}
          description={withPasskey ? t('twoFactor.passkeys.orPasskey') : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          placeholder="123456"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
        />
      ) : withPasskey ? (
        <Text fz="sm">{t('twoFactor.passkeys.passkeyFirst')}</Text>
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
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const proof = useProof(status);
  const add = useAddPasskey();

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: t('twoFactor.passkeys.nameRequired') });
    if ([...trimmed].length > passkeyNameMax) {
      return setErrors({ name: t('twoFactor.passkeys.nameTooLong', { max: passkeyNameMax }) });
    }
    setErrors({});
    setBusy(true);
    try {
      await add.mutateAsync({ name: trimmed, proof: await proof.proof() });
      notifySuccess(t('twoFactor.passkeys.addedToast'));
      onClose();
    } catch (error) {
      setErrors(errorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineForm
      submitLabel={t('twoFactor.passkeys.addPasskey')}
      loading={busy}
      error={errors.form}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <TextInput
        label={t('twoFactor.passkeys.name')}
        description={t('twoFactor.passkeys.nameHint')}
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
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const proof = useProof(status);
  const remove = useRemovePasskey();

  const submit = async () => {
    setErrors({});
    setBusy(true);
    try {
      await remove.mutateAsync({ id, proof: await proof.proof() });
      notifySuccess(t('twoFactor.passkeys.removedToast'));
      onClose();
    } catch (error) {
      setErrors(errorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineForm
      submitLabel={t('twoFactor.passkeys.remove')}
      danger
      loading={busy}
      error={errors.form}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <Text fz="sm">{t('twoFactor.passkeys.removeConfirm', { name })}</Text>
      {proof.field(errors.code)}
    </InlineForm>
  );
}

/** Passkeys: each one signs in alone, with no password, and is a second factor after the password. */
export function PasskeysSection({ status }: { status: TwoFactorStatus | undefined }) {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [action, setAction] = useState<{ kind: 'add' } | { kind: 'remove'; id: string } | null>(null);
  const list = passkeys.data?.data;
  const supported = passkeysSupported();

  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="passkeys-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="passkeys-heading">
          {t('twoFactor.passkeys.heading')}
        </Title>
        <Text>{t('twoFactor.passkeys.intro')}</Text>
        {passkeys.isError ? (
          <LoadError onRetry={() => void passkeys.refetch()} />
        ) : !list || !status ? (
          <Skeleton h={80} role="status" aria-label={t('twoFactor.passkeys.loading')} />
        ) : (
          <>
            {list.length > 0 && (
              <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('twoFactor.passkeys.list')}>
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
                          {t('twoFactor.passkeys.added', { date: formatDate(key.created_at) })} ·{' '}
                          {key.last_used_at
                            ? t('twoFactor.passkeys.lastUsed', { date: formatDate(key.last_used_at) })
                            : t('twoFactor.passkeys.notUsed')}
                        </Text>
                      </div>
                      {action?.kind !== 'remove' && (
                        <Button
                          variant="outline"
                          color="red.9"
                          size="compact-sm"
                          aria-label={t('twoFactor.passkeys.removeNamed', { name: key.name })}
                          onClick={() => setAction({ kind: 'remove', id: key.id })}
                        >
                          {t('twoFactor.passkeys.remove')}
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
                {t('twoFactor.passkeys.onlyOne')}
              </Text>
            )}
            {!supported ? (
              <Alert color="yellow" variant="light">
                {t('twoFactor.passkeys.unsupported')}
              </Alert>
            ) : action?.kind === 'add' ? (
              <AddPasskey status={status} onClose={() => setAction(null)} />
            ) : (
              action === null && (
                <Group>
                  <Button onClick={() => setAction({ kind: 'add' })}>
                    {t('twoFactor.passkeys.addAPasskey')}
                  </Button>
                </Group>
              )
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
