import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { retentionOfferLimits, retentionOfferRequest, type RetentionOfferSettings } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { notifySuccess } from '@/lib/notifications';
import { useRetentionOffer, useSaveRetentionOffer } from '../api/retention-offer';
import { useTranslation } from '../texts';

type Values = { enabled: boolean; percent: string; months: string };

const monthChoices = [1, 2, 3] as const;

/**
 * The creator's retention offer (decision 0150): a percent off the next 1 to 3 months, shown once to each
 * member about to cancel. Checked by the contract's own rules before it is sent.
 */
function RetentionOfferForm({ offer }: { offer: RetentionOfferSettings }) {
  const { t } = useTranslation();
  const save = useSaveRetentionOffer();
  const form = useForm<Values, unknown, z.output<typeof retentionOfferRequest>>({
    resolver: zodResolver(retentionOfferRequest) as unknown as Resolver<
      Values,
      unknown,
      z.output<typeof retentionOfferRequest>
    >,
    mode: 'onTouched',
    defaultValues: { enabled: offer.enabled, percent: String(offer.percent), months: String(offer.months) },
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((parsed) =>
    save.mutate(parsed, {
      onSuccess: (saved) => {
        form.reset({ enabled: saved.enabled, percent: String(saved.percent), months: String(saved.months) });
        notifySuccess(t('common.successfullyUpdated'));
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('memberships.settings.retentionOffer.label')}>
      <Stack gap="xs">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('memberships.settings.retentionOffer.label')}
              description={t('memberships.settings.retentionOffer.hint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              styles={{ body: { minHeight: 44, alignItems: 'center' } }}
            />
          )}
        />
        {enabled && (
          <Group align="flex-start" gap="sm" grow>
            <TextInput
              label={t('memberships.settings.retentionOffer.percent')}
              description={t('memberships.settings.retentionOffer.percentHint', {
                min: retentionOfferLimits.percentMin,
                max: retentionOfferLimits.percentMax,
              })}
              inputMode="numeric"
              autoComplete="off"
              rightSection={
                <Text component="span" fz="sm" c="dimmed" aria-hidden="true">
                  %
                </Text>
              }
              error={localMessage(errors.percent?.message)}
              {...form.register('percent')}
            />
            <Controller
              control={form.control}
              name="months"
              render={({ field }) => (
                <Select
                  label={t('memberships.settings.retentionOffer.months')}
                  description={t('memberships.settings.retentionOffer.monthsHint')}
                  data={monthChoices.map((months) => ({
                    value: String(months),
                    label:
                      months === 1
                        ? t('memberships.settings.retentionOffer.monthOne')
                        : t('memberships.settings.retentionOffer.monthsMany', { n: months }),
                  }))}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '1')}
                  error={localMessage(errors.months?.message)}
                />
              )}
            />
          </Group>
        )}
        {form.formState.isDirty && (
          <Group justify="flex-end">
            <Button type="submit" mih={44} loading={save.isPending}>
              {t('memberships.settings.retentionOffer.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The offer's field in the membership settings, once the creator's offer is read. */
export function RetentionOfferField() {
  const { t } = useTranslation();
  const offer = useRetentionOffer();
  if (offer.isError) return <LoadError onRetry={() => void offer.refetch()} />;
  if (!offer.data) {
    return <Skeleton h={44} role="status" aria-label={t('memberships.settings.retentionOffer.loading')} />;
  }
  return <RetentionOfferForm offer={offer.data} />;
}
