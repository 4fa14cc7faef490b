import { Checkbox, Radio, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { manilaLocal } from '@pixel/contract';
import { useTranslation } from '../texts';

/** The earliest Manila date and time a picker offers: the next minute. */
const soonest = () => manilaLocal(new Date(Date.now() + 60_000));

/** A Manila date and time, as a `datetime-local` input holds it (`2026-12-01T09:00`). */
export function ManilaDateTimeInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={description}
      min={soonest()}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      // a phone's picker is as wide as the form; at 320 px the value still fits
      maw={280}
    />
  );
}

/**
 * When a new post goes out (decision 0157): now, or at a Manila date and time the creator picks. `value` is
 * null for now, else the picked date and time (empty until one is picked).
 */
export function PublishTimeField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('content.schedule.when')}
        value={value === null ? 'now' : 'later'}
        onChange={(choice) => onChange(choice === 'now' ? null : (value ?? ''))}
      >
        <Group mt={6}>
          <Radio value="now" label={t('content.schedule.now')} />
          <Radio value="later" label={t('content.schedule.later')} />
        </Group>
      </Radio.Group>
      {value !== null && (
        <ManilaDateTimeInput
          label={t('content.schedule.at')}
          value={value}
          onChange={onChange}
          error={error}
        />
      )}
    </Stack>
  );
}

/**
 * Early access for a members-only post (decision 0157): null keeps it for members; a Manila date and time
 * opens it to everyone then (empty until one is picked).
 */
export function PublicFromField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('content.schedule.publicLater')}
        description={t('content.schedule.publicLaterHint')}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? (value ?? '') : null)}
      />
      {value !== null && (
        <ManilaDateTimeInput
          label={t('content.schedule.publicFrom')}
          value={value}
          onChange={onChange}
          error={error}
        />
      )}
    </Stack>
  );
}
