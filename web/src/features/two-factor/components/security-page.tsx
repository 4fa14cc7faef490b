import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { recoveryCodeCount } from '@pixel/contract';
import { PasswordField } from '@/components/ui/password-field';
import { LoadError } from '@/components/ui/load-error';
import { QrCodeImage } from '@/features/share';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { notifySuccess } from '@/lib/notifications';
import { PasskeyCeremonyError } from '@/lib/passkeys';
import { passkeyStepUp } from '../api/passkeys';
import {
  useConfirmTotp,
  useDisableTotp,
  useRenewRecoveryCodes,
  useStartTotp,
  useTwoFactorStatus,
} from '../api/two-factor';
import { useTranslation } from '../texts';
import { InlineForm } from './inline-form';
import { PasskeysSection } from './passkeys-section';

type FieldErrors = Record<string, string | undefined>;

/** The field errors of a refused call (a wrong code, the wait after too many); anything else is handled. */
function fieldErrorsOf(error: unknown, fallbackField: string): FieldErrors | null {
  if (isApiError(error, 'ValidationException')) {
    return Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, [first]]) => [field, first]));
  }
  if (isApiError(error, 'TooManyRequestsException')) return { [fallbackField]: error.message };
  handleApiError(error);
  return null;
}

/** A key as people type it from the screen: groups of four. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/** The new recovery codes, shown once: copied, downloaded, or written down before going on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  // they take the place of the button that asked for them: the focus goes to what says to keep them
  const saveNow = useRef<HTMLDivElement>(null);
  useEffect(() => saveNow.current?.focus(), []);
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      new Blob([`${t('twoFactor.recoveryCodes.fileTitle')}\n\n${text}\n`], { type: 'text/plain' }),
    );
    link.download = 'pixel-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" ref={saveNow} tabIndex={-1}>
        <Text fw={700} fz="sm" mb={4}>
          {t('twoFactor.recoveryCodes.saveNow')}
        </Text>
        {t('twoFactor.recoveryCodes.explain')}
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label={t('twoFactor.recoveryCodes.list')}
        p={0}
        m={0}
      >
        {codes.map((code) => (
          <Text key={code} component="li" ff="monospace" fz="md" style={{ listStyle: 'none' }}>
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('twoFactor.security.copied') : t('twoFactor.recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('twoFactor.recoveryCodes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.recoveryCodes.saved')}</Button>
      </Group>
    </Stack>
  );
}

const codeInputProps = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  placeholder: '123456',
} as const;

/**
 * What a refused start says: a passkey not given or not accepted, or the wait after too many; anything
 * else goes to the error handler.
 */
function startErrorOf(error: unknown): string | undefined {
  if (error instanceof PasskeyCeremonyError) return error.message;
  if (isApiError(error, 'ValidationException')) return error.errors?.two_factor_passkey?.[0] ?? error.message;
  if (isApiError(error, 'TooManyRequestsException')) return error.message;
  handleApiError(error);
  return undefined;
}

/**
 * Turning it on: the key for the app (a QR code, or typed), then its first code. An account with
 * passkeys confirms one first (decision 0122).
 */
function Enrolment({
  withPasskey,
  onCodes,
  onCancel,
}: {
  withPasskey: boolean;
  onCodes: (codes: string[]) => void;
  /** Told when the person goes back to Turn on: the button they were on is gone. */
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartTotp();
  const codeField = useRef<HTMLInputElement>(null);
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [startError, setStartError] = useState<string>();
  const [proving, setProving] = useState(false);
  const enrolment = start.data?.data;
  // Turn on is gone once the key is shown: the focus goes to the field the next step asks for
  const shown = enrolment !== undefined;
  useEffect(() => {
    if (shown) codeField.current?.focus();
  }, [shown]);

  const begin = async () => {
    setStartError(undefined);
    setProving(true);
    try {
      const proof = withPasskey ? { two_factor_passkey: await passkeyStepUp() } : {};
      await start.mutateAsync(proof);
    } catch (error) {
      setStartError(startErrorOf(error));
    } finally {
      setProving(false);
    }
  };

  if (!enrolment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('twoFactor.enrolment.intro')}</Text>
        {withPasskey && <Text fz="sm">{t('twoFactor.passkeys.passkeyFirst')}</Text>}
        {startError && (
          <Alert color="red" variant="light" role="alert">
            {startError}
          </Alert>
        )}
        <Button loading={proving} onClick={() => void begin()}>
          {t('twoFactor.enrolment.turnOn')}
        </Button>
      </Stack>
    );
  }

  const submit = () => {
    if (!code.trim()) return setErrors({ code: t('twoFactor.security.codeRequired') });
    setErrors({});
    confirm.mutate(code, {
      onSuccess: ({ data }) => onCodes(data.recovery_codes),
      onError: (error) => setErrors(fieldErrorsOf(error, 'code') ?? {}),
    });
  };

  return (
    <Stack gap="md">
      <List type="ordered" spacing="md">
        <List.Item>
          <Text mb="xs">{t('twoFactor.enrolment.scan')}</Text>
          <QrCodeImage value={enrolment.otpauth_url} size={184} label={t('twoFactor.enrolment.qrLabel')} />
          <Text fz="sm" mt="xs">
            {t('twoFactor.enrolment.cannotScan')}
          </Text>
          <Group gap="xs" align="center">
            <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {grouped(enrolment.secret)}
            </Text>
            <CopyButton value={enrolment.secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy} style={{ flexShrink: 0 }}>
                  {copied ? t('twoFactor.security.copied') : t('twoFactor.security.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </List.Item>
        <List.Item>
          <Text mb="xs">{t('twoFactor.enrolment.typeCode')}</Text>
          <InlineForm
            submitLabel={t('twoFactor.security.confirm')}
            loading={confirm.isPending}
            onSubmit={submit}
            onCancel={() => {
              start.reset();
              onCancel();
            }}
          >
            <TextInput
              ref={codeField}
              label={t('twoFactor.enrolment.codeLabel')}
              {...codeInputProps}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errors.code}
            />
          </InlineForm>
        </List.Item>
      </List>
    </Stack>
  );
}

/** It is on: when, the codes left, new codes, and turning it off. */
function TwoFactorOn({
  enabledAt,
  codesLeft,
  onCodes,
  onOff,
}: {
  enabledAt: string | null;
  codesLeft: number;
  onCodes: (codes: string[]) => void;
  /** Told once it is off: the form the person was in is gone. */
  onOff: () => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<'renew' | 'disable' | null>(null);
  const [values, setValues] = useState({ code: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTotp();

  const open = (next: typeof action) => {
    setAction(next);
    setValues({ code: '', password: '' });
    setErrors({});
  };
  const field = (name: 'code' | 'password') => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submitRenew = () => {
    if (!values.code.trim()) return setErrors({ code: t('twoFactor.security.codeRequired') });
    renew.mutate(values.code, {
      onSuccess: ({ data }) => {
        open(null);
        onCodes(data.recovery_codes);
      },
      onError: (error) => setErrors(fieldErrorsOf(error, 'code') ?? {}),
    });
  };

  const submitDisable = () => {
    const missing: FieldErrors = {
      password: values.password ? undefined : t('twoFactor.security.passwordRequired'),
      code: values.code.trim() ? undefined : t('twoFactor.security.codeRequired'),
    };
    if (missing.password || missing.code) return setErrors(missing);
    // six digits are the app's code; anything else is taken for a recovery code
    const typed = values.code.replace(/\s/g, '');
    const second = /^\d{6}$/.test(typed) ? { code: typed } : { recovery_code: values.code };
    disable.mutate(
      { password: values.password, ...second },
      {
        onSuccess: () => {
          open(null);
          onOff();
          notifySuccess(t('twoFactor.on.turnedOff'));
        },
        onError: (error) => {
          const found = fieldErrorsOf(error, 'code') ?? {};
          setErrors({ ...found, code: found.code ?? found.recovery_code });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge color="teal" variant="light" size="lg">
          {t('twoFactor.on.badge')}
        </Badge>
        {enabledAt && <Text c="dimmed">{t('twoFactor.on.since', { date: formatDate(enabledAt) })}</Text>}
      </Group>
      <Text>{t('twoFactor.on.summary', { left: codesLeft, total: recoveryCodeCount })}</Text>
      {codesLeft <= 3 && (
        <Alert color="yellow" variant="light">
          {t('twoFactor.on.fewLeft')}
        </Alert>
      )}
      {action === null && (
        <Group gap="sm">
          <Button variant="default" onClick={() => open('renew')}>
            {t('twoFactor.on.newCodes')}
          </Button>
          {/* red 6 reads 3.3:1 on white; the darkest red 5.5:1 */}
          <Button variant="outline" color="red.9" onClick={() => open('disable')}>
            {t('twoFactor.on.turnOff')}
          </Button>
        </Group>
      )}
      {action === 'renew' && (
        <InlineForm
          submitLabel={t('twoFactor.on.makeNewCodes')}
          loading={renew.isPending}
          onSubmit={submitRenew}
          onCancel={() => open(null)}
        >
          <Text fz="sm">{t('twoFactor.on.renewWarning')}</Text>
          <TextInput
            label={t('twoFactor.on.codeLabel')}
            {...codeInputProps}
            {...field('code')}
            error={errors.code}
          />
        </InlineForm>
      )}
      {action === 'disable' && (
        <InlineForm
          submitLabel={t('twoFactor.on.turnOff')}
          loading={disable.isPending}
          onSubmit={submitDisable}
          onCancel={() => open(null)}
        >
          <PasswordField
            label={t('twoFactor.on.password')}
            autoComplete="current-password"
            {...field('password')}
            error={errors.password}
          />
          <TextInput
            label={t('twoFactor.on.codeOrRecovery')}
            autoComplete="one-time-code"
            {...field('code')}
            error={errors.code}
          />
        </InlineForm>
      )}
    </Stack>
  );
}

/** Sign-in & security: two-factor sign-in with an authenticator app, and passkeys. */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('twoFactor.security.title'));
  const status = useTwoFactorStatus();
  // new recovery codes stay on screen until the person says they kept them, whatever the status says
  const [codes, setCodes] = useState<string[] | null>(null);
  const data = status.data?.data;
  // a step that takes away the control the person was on leaves the focus on the section's heading, where
  // what changed is read next, rather than on the page's body
  const heading = useRef<HTMLHeadingElement>(null);
  const toHeading = () => heading.current?.focus();

  return (
    <Stack gap="lg" maw={680}>
      <Title order={1} fz="h2">
        {t('twoFactor.security.title')}
      </Title>
      <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="two-factor-heading">
        <Stack gap="md">
          <Title order={2} fz="lg" id="two-factor-heading" ref={heading} tabIndex={-1}>
            {t('twoFactor.security.twoFactorHeading')}
          </Title>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                toHeading();
              }}
            />
          ) : status.isError ? (
            <LoadError onRetry={() => void status.refetch()} />
          ) : !data ? (
            <Skeleton h={120} role="status" aria-label={t('twoFactor.security.loading')} />
          ) : data.totp_enabled ? (
            <TwoFactorOn
              enabledAt={data.enabled_at}
              codesLeft={data.recovery_codes_left}
              onCodes={setCodes}
              onOff={toHeading}
            />
          ) : (
            <Enrolment withPasskey={data.passkeys > 0} onCodes={setCodes} onCancel={toHeading} />
          )}
        </Stack>
      </Paper>
      <PasskeysSection status={data} />
    </Stack>
  );
}
