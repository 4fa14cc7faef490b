import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { streamTimerLimits, streamTimerRulesRequest, type StreamTimer } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { notifySuccess } from '@/lib/notifications';
import { useChangeStreamTimer, useStreamTimer } from '../api/stream-kit';
import { formatCountdown, useTimeLeft } from '../lib/countdown';
import { useTranslation } from '../texts';

/** The rules gifts and new members extend the timer by. */
function TimerRules({ timer }: { timer: StreamTimer }) {
  const { t } = useTranslation();
  const change = useChangeStreamTimer();
  const form = useForm({
    resolver: zodResolver(streamTimerRulesRequest),
    mode: 'onTouched',
    values: {
      seconds_per_peso: timer.seconds_per_peso,
      seconds_per_member: timer.seconds_per_member,
      cap_minutes: timer.cap_minutes,
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('overlay.kit.timer.rules')}
      onSubmit={form.handleSubmit((body) =>
        change.mutate(
          { action: 'rules', body },
          {
            onSuccess: () => notifySuccess(t('common.successfullyUpdated')),
            onError: (error) => handleApiError(error, { setError: form.setError }),
          },
        ),
      )}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Controller
          control={form.control}
          name="seconds_per_peso"
          render={({ field }) => (
            <NumberInput
              label={t('overlay.kit.timer.secondsPerPeso')}
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              onBlur={field.onBlur}
              min={0}
              max={streamTimerLimits.secondsPerPesoMax}
              decimalScale={streamTimerLimits.secondsPerPesoDecimals}
              error={localMessage(errors.seconds_per_peso?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="seconds_per_member"
          render={({ field }) => (
            <NumberInput
              label={t('overlay.kit.timer.secondsPerMember')}
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              onBlur={field.onBlur}
              min={0}
              max={streamTimerLimits.secondsPerMemberMax}
              allowDecimal={false}
              error={localMessage(errors.seconds_per_member?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="cap_minutes"
          render={({ field }) => (
            <NumberInput
              label={t('overlay.kit.timer.cap')}
              description={t('overlay.kit.timer.capHint')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              min={1}
              max={streamTimerLimits.capMinutesMax}
              allowDecimal={false}
              error={localMessage(errors.cap_minutes?.message)}
            />
          )}
        />
      </SimpleGrid>
      <Button
        type="submit"
        variant="light"
        mt="sm"
        loading={change.isPending && change.variables?.action === 'rules'}
      >
        {t('overlay.kit.timer.saveRules')}
      </Button>
    </form>
  );
}

/** The subathon timer's controls on the Stream kit page: where it stands, start, pause, resume, stop. */
export function TimerControls() {
  const { t } = useTranslation();
  const timer = useStreamTimer();
  const change = useChangeStreamTimer();
  const [minutes, setMinutes] = useState<number | string>(60);
  const data = timer.data?.data;
  const left = useTimeLeft(data ? { ...data, heardAt: timer.dataUpdatedAt } : null);
  if (!data) return null;
  const act = (action: 'pause' | 'resume' | 'stop') => () =>
    change.mutate({ action }, { onError: (error) => handleApiError(error) });
  return (
    <Stack gap="sm">
      <Text fw={700}>{t(`overlay.kit.timer.state.${data.state}`, { left: formatCountdown(left) })}</Text>
      <Group gap="sm" align="flex-end">
        <NumberInput
          label={t('overlay.kit.timer.minutes')}
          value={minutes}
          onChange={setMinutes}
          min={1}
          max={streamTimerLimits.startMinutesMax}
          allowDecimal={false}
          w={140}
        />
        <Button
          onClick={() =>
            change.mutate(
              { action: 'start', minutes: Number(minutes) },
              { onError: (error) => handleApiError(error) },
            )
          }
        >
          {data.state === 'stopped' ? t('overlay.kit.timer.start') : t('overlay.kit.timer.restart')}
        </Button>
        {data.state === 'running' && (
          <Button variant="default" onClick={act('pause')}>
            {t('overlay.kit.timer.pause')}
          </Button>
        )}
        {data.state === 'paused' && (
          <Button variant="default" onClick={act('resume')}>
            {t('overlay.kit.timer.resume')}
          </Button>
        )}
        {data.state !== 'stopped' && (
          <Button variant="light" color="red" onClick={act('stop')}>
            {t('overlay.kit.timer.stop')}
          </Button>
        )}
      </Group>
      <TimerRules timer={data} />
    </Stack>
  );
}
