import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, SimpleGrid, Slider, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { speechLimits, speechSettingsRequest, speechVoices, type SpeechSettings } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { notifySuccess } from '@/lib/notifications';
import { useSpeechSettings, useUpdateSpeechSettings } from '../api/stream-kit';
import { useTranslation } from '../texts';

function SpeechForm({ settings }: { settings: SpeechSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSpeechSettings();
  const form = useForm({
    resolver: zodResolver(speechSettingsRequest),
    mode: 'onTouched',
    values: { ...settings },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('overlay.kit.speech.title')}
      // the values as typed, not as the check reads them: the check turns "5" pesos into 500 centavos, and the
      // server reads the amount as people write it
      onSubmit={form.handleSubmit(() =>
        update.mutate(form.getValues(), {
          onSuccess: () => notifySuccess(t('common.successfullyUpdated')),
          onError: (error) => handleApiError(error, { setError: form.setError }),
        }),
      )}
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('overlay.kit.speech.title')}
        </Title>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('overlay.kit.speech.enabled')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={t('overlay.kit.speech.minAmount')}
            inputMode="decimal"
            {...form.register('min_amount')}
            error={localMessage(errors.min_amount?.message)}
          />
          <Controller
            control={form.control}
            name="voice"
            render={({ field }) => (
              <Select
                label={t('overlay.kit.speech.voice')}
                data={speechVoices.map((value) => ({
                  value,
                  label: t(`overlay.kit.speech.voices.${value}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="max_length"
            render={({ field }) => (
              <TextInput
                label={t('overlay.kit.speech.maxLength')}
                inputMode="numeric"
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={localMessage(errors.max_length?.message)}
              />
            )}
          />
        </SimpleGrid>
        {(['rate', 'volume'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div>
                <Text fz="sm" fw={500} aria-hidden>
                  {t(`overlay.kit.speech.${name}`, { value: field.value })}
                </Text>
                <Slider
                  thumbLabel={t(`overlay.kit.speech.${name}`, { value: field.value })}
                  value={field.value}
                  onChange={field.onChange}
                  min={name === 'rate' ? speechLimits.rateMin : speechLimits.volumeMin}
                  max={name === 'rate' ? speechLimits.rateMax : speechLimits.volumeMax}
                  step={name === 'rate' ? 10 : 5}
                  label={null}
                />
              </div>
            )}
          />
        ))}
        <Text c="dimmed" fz="sm">
          {t('overlay.kit.speech.note')}
        </Text>
        <Button type="submit" variant="light" w="fit-content" loading={update.isPending}>
          {t('overlay.kit.speech.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Spoken alerts on the Stream kit page: which gifts' messages are read aloud, in which voice, how. */
export function SpeechSettingsForm() {
  const settings = useSpeechSettings();
  const data = settings.data?.data;
  return data ? <SpeechForm settings={data} /> : null;
}
