import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { ModalActions } from '@/components/ui/modal-actions';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import {
  formatCentavos,
  goalLimits,
  goalRequest,
  manilaToday,
  type Goal,
  type GoalRequest,
} from '@pixel/contract';
import { ImageUploadField } from '@/components/image/image-upload-field';
import { CharacterCount } from '@/components/ui/character-count';
import { PesoSign } from '@/components/ui/peso-sign';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

export type GoalFormValues = {
  title: string;
  target_amount: string;
  description: string;
  end_date: string;
  cover_image: string | null;
};

export const goalFormDefaults = (goal?: Goal): GoalFormValues => ({
  title: goal?.title ?? '',
  target_amount: goal?.target_amount ?? '',
  description: goal?.description ?? '',
  end_date: goal?.end_date ?? '',
  cover_image: goal?.cover_image ?? null,
});

/** The add and edit form of a goal: title, target amount, description, optional end date and cover image. */
export function GoalForm({
  goal,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  goal?: Goal;
  submitLabel: string;
  pending: boolean;
  /** Gets the request body and the form's setError for the server's field errors. */
  onSubmit: (body: GoalRequest, setError: UseFormSetError<GoalFormValues>) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  // the contract's schema checks the fields and gives their parsed values (the amount in centavos)
  const form = useForm<GoalFormValues, unknown, z.output<typeof goalRequest>>({
    resolver: zodResolver(goalRequest) as unknown as Resolver<
      GoalFormValues,
      unknown,
      z.output<typeof goalRequest>
    >,
    mode: 'onTouched',
    defaultValues: goalFormDefaults(goal),
  });
  const { errors } = form.formState;
  const submitButton = (
    <Button type="submit" variant="gradient" loading={pending} disabled={uploading}>
      {submitLabel}
    </Button>
  );
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });

  const submit = form.handleSubmit((parsed) => {
    onSubmit(
      {
        title: parsed.title,
        target_amount: formatCentavos(parsed.target_amount),
        description: parsed.description ?? null,
        end_date: parsed.end_date ?? null,
        cover_image: parsed.cover_image ?? null,
      },
      form.setError,
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {errors.root?.server && <Alert color="red">{errors.root.server.message}</Alert>}
        <TextInput
          label={t('goals.form.title')}
          withAsterisk
          description={<CharacterCount value={title} max={goalLimits.titleMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.title?.message)}
          {...form.register('title')}
        />
        <TextInput
          label={t('goals.form.target')}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          leftSection={<PesoSign />}
          error={localMessage(errors.target_amount?.message)}
          {...form.register('target_amount')}
        />
        <Textarea
          label={t('goals.form.description')}
          autosize
          minRows={3}
          maxRows={8}
          description={<CharacterCount value={description} max={goalLimits.descriptionMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.description?.message)}
          {...form.register('description')}
        />
        <TextInput
          type="date"
          label={t('goals.form.endDate')}
          description={t('common.optional')}
          min={manilaToday()}
          error={localMessage(errors.end_date?.message)}
          {...form.register('end_date')}
        />
        <Controller
          control={form.control}
          name="cover_image"
          render={({ field }) => (
            <ImageUploadField
              label={t('goals.form.cover')}
              value={field.value}
              onChange={(url) => field.onChange(url)}
              onUploadingChange={setUploading}
              error={localMessage(errors.cover_image?.message)}
            />
          )}
        />
        {onCancel ? (
          // in the Edit Goal modal: the buttons stay in view while the tall form scrolls on a phone
          <ModalActions>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              {submitButton}
            </Group>
          </ModalActions>
        ) : (
          <Group justify="flex-end" mt="xs">
            {submitButton}
          </Group>
        )}
      </Stack>
    </form>
  );
}
