import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  adminLimitRequest,
  parseLimitValue,
  velocityLimitRules,
  type AdminLimit,
  type VelocityLimitKey,
} from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { ModalActions } from '@/components/ui/modal-actions';
import { PesoSign } from '@/components/ui/peso-sign';
import { localMessage } from '@/lib/form-messages';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatCount, formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { useChangeLimit, usePersonLimits } from '../api/limits';
import { useTranslation } from '../texts';
import { DataTable, type Column } from './data-table';
import { ReasonModal } from './reason-modal';
import { limitDescriptions } from './wording';

/** A limit's value as staff read it: "20", "₱20,000.00". */
const shown = (limit: AdminLimit, value: string) =>
  limit.unit === 'amount' ? formatMoney(value) : formatCount(Number(value));

const labelOf = (key: VelocityLimitKey) => velocityLimitRules[key].label;

type Changing = { limit: AdminLimit; change: 'set' | 'reset' };

/**
 * The limit's name, what it holds the person to, and who set it otherwise, when and why: spans, as a
 * phone's card heads with it, so the longer words read from the left there too.
 */
function LimitCell({ limit }: { limit: AdminLimit }) {
  const { override } = limit;
  return (
    <Box component="span" style={{ display: 'block', minWidth: 0 }}>
      <Text component="span" fz="sm" fw={700} style={{ display: 'block' }}>
        {labelOf(limit.key)}
        {override && (
          <Badge component="span" variant="light" color="orange" c="#8a4b00" size="sm" ml={8}>
            Set by staff
          </Badge>
        )}
      </Text>
      <Text component="span" fz="xs" fw={400} c="dimmed" style={{ display: 'block' }}>
        {limitDescriptions[limit.key]}
      </Text>
      {override && (
        <Text component="span" fz="xs" fw={400} mt={4} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {override.set_by}, <DateTimeText iso={override.set_at} />: {override.reason}
        </Text>
      )}
    </Box>
  );
}

function LimitsTable({
  limits,
  onChange,
}: {
  limits: AdminLimit[];
  /** A role that may set limits: each offers Edit, and Reset to default once set. */
  onChange: ((changing: Changing) => void) | undefined;
}) {
  const columns: Column<AdminLimit>[] = [
    { label: 'Limit', cell: (limit) => <LimitCell limit={limit} /> },
    {
      label: 'Applies',
      numeric: true,
      nowrap: true,
      cell: (limit) => (
        <Text component="span" fz="sm" fw={700}>
          {shown(limit, limit.value)}
        </Text>
      ),
    },
    { label: 'Default', numeric: true, nowrap: true, cell: (limit) => shown(limit, limit.default) },
  ];
  if (onChange) {
    columns.push({
      label: 'Actions',
      actions: true,
      nowrap: true,
      cell: (limit) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Edit ${labelOf(limit.key)}`}
            onClick={() => onChange({ limit, change: 'set' })}
          >
            Edit
          </Button>
          {limit.override && (
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={`Reset ${labelOf(limit.key)} to default`}
              onClick={() => onChange({ limit, change: 'reset' })}
            >
              Reset to default
            </Button>
          )}
        </Group>
      ),
    });
  }
  return (
    <DataTable
      label="Limits"
      rows={limits}
      rowKey={(limit) => limit.key}
      minWidth={720}
      empty="No limits."
      columns={columns}
    />
  );
}

type LimitDraft = { value: string; reason: string };

/** The contract's rule for the limit's value, in the server's words, and the reason's. */
const limitForm = (key: VelocityLimitKey): z.ZodType<LimitDraft, LimitDraft> =>
  z.object({
    value: z.string().superRefine((text, ctx) => {
      const parsed = parseLimitValue(key, text);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    }),
    reason: adminLimitRequest.shape.reason,
  });

function LimitForm({ userId, limit, onClose }: { userId: string; limit: AdminLimit; onClose: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<LimitDraft>({
    resolver: zodResolver(limitForm(limit.key)),
    defaultValues: { value: limit.value, reason: '' },
  });
  const changeLimit = useChangeLimit(userId);
  const { t } = useTranslation();
  const { errors } = form.formState;
  const amount = limit.unit === 'amount';

  const submit = form.handleSubmit(async ({ value, reason }) => {
    setRefusal(null);
    try {
      const { data } = await changeLimit.mutateAsync({ change: 'set', key: limit.key, value, reason });
      notifySuccess(
        t('admin.done.limitSet', {
          limit: labelOf(data.limit.key),
          value: shown(data.limit, data.limit.value),
        }),
      );
      onClose();
    } catch (error) {
      // a refusal with no field to mark (a role without the right, their own limits) is said above the buttons
      if (isApiError(error) && error.status !== 401 && !error.errors) {
        setRefusal(error.message);
        return;
      }
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper bg="gray.0" radius="md" p="sm">
          <Group justify="space-between" align="baseline" gap="xs">
            <Text c="dimmed" fz="sm">
              Applies now
            </Text>
            <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
              {shown(limit, limit.value)}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {limitDescriptions[limit.key]} The default is {shown(limit, limit.default)}.
          </Text>
        </Paper>
        <TextInput
          label={amount ? 'Amount' : 'Value'}
          description={
            amount ? 'In pesos. Payouts past it wait for review.' : 'A whole number; 0 stops them altogether.'
          }
          withAsterisk
          inputMode={amount ? 'decimal' : 'numeric'}
          autoComplete="off"
          leftSection={amount ? <PesoSign /> : undefined}
          error={localMessage(errors.value?.message)}
          {...form.register('value')}
        />
        <Textarea
          label="Reason"
          description="Kept in the audit trail."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          error={localMessage(errors.reason?.message)}
          {...form.register('reason')}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={changeLimit.isPending}>
              Save limit
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Setting one of the person's limits: its value and why (decision 0108). */
function LimitModal({
  userId,
  changing,
  onClose,
}: {
  userId: string;
  changing: AdminLimit | null;
  onClose: () => void;
}) {
  // the last limit asked for stays written while the modal closes
  const [limit, setLimit] = useState(changing);
  if (changing && changing !== limit) setLimit(changing);
  return (
    <Modal
      opened={changing !== null}
      onClose={onClose}
      title={limit ? `Change ${labelOf(limit.key).toLowerCase()}` : 'Change the limit'}
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      {limit && <LimitForm key={limit.key} userId={userId} limit={limit} onClose={onClose} />}
    </Modal>
  );
}

/** Putting one of the person's limits back to the default, with why. */
function ResetLimitModal({
  userId,
  changing,
  onClose,
}: {
  userId: string;
  changing: AdminLimit | null;
  onClose: () => void;
}) {
  const changeLimit = useChangeLimit(userId);
  const { t } = useTranslation();
  const [limit, setLimit] = useState(changing);
  if (changing && changing !== limit) setLimit(changing);
  return (
    <ReasonModal
      opened={changing !== null}
      title="Reset to the default?"
      body={
        limit &&
        `${labelOf(limit.key)} goes from ${shown(limit, limit.value)} back to the default, ${shown(limit, limit.default)}, for this person.`
      }
      reasonHint="Kept in the audit trail."
      confirm="Reset to default"
      danger={false}
      pending={changeLimit.isPending}
      submit={async (reason) => {
        const { data } = await changeLimit.mutateAsync({ change: 'reset', key: limit!.key, reason });
        return t('admin.done.limitReset', {
          limit: labelOf(data.limit.key),
          value: shown(data.limit, data.limit.value),
        });
      }}
      onClose={onClose}
    />
  );
}

/**
 * The person's velocity limits (decision 0108): each one's value, the default, and who set it otherwise and
 * why; a role that may set limits changes one, or puts it back to the default.
 */
export function LimitsSection({ userId, canSet }: { userId: string; canSet: boolean }) {
  const limits = usePersonLimits(userId);
  const [changing, setChanging] = useState<Changing | null>(null);

  if (limits.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the limits">
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
      </Stack>
    );
  }
  if (limits.isError) {
    return isApiError(limits.error) && limits.error.status === 403 ? (
      <Alert color="gray" variant="light">
        {limits.error.message}
      </Alert>
    ) : (
      <LoadError onRetry={() => void limits.refetch()}>{limits.error.message}</LoadError>
    );
  }
  const close = () => setChanging(null);
  return (
    <>
      <LimitsTable limits={limits.data.data} onChange={canSet ? setChanging : undefined} />
      <LimitModal
        userId={userId}
        changing={changing?.change === 'set' ? changing.limit : null}
        onClose={close}
      />
      <ResetLimitModal
        userId={userId}
        changing={changing?.change === 'reset' ? changing.limit : null}
        onClose={close}
      />
    </>
  );
}
