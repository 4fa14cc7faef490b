import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { says, taxCertificateTypes, taxRules, tinField } from '@pixel/contract';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useSaveTaxDetails } from '../api/save-tax-details';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

const megabytes = taxRules.certificateMaxBytes / 1024 / 1024;
const certificateTypes: readonly string[] = taxCertificateTypes;

/** The contract's TIN, and the certificate: asked for unless one is on file. The server checks the file's content. */
const formSchema = (onFile: boolean) =>
  z.object({
    tin: tinField,
    certificate: z
      .instanceof(File)
      .nullable()
      .refine((file) => file !== null || onFile, says('taxCertificateRequired'))
      .refine((file) => !file || certificateTypes.includes(file.type), says('taxCertificateType'))
      .refine(
        (file) => !file || file.size <= taxRules.certificateMaxBytes,
        says('taxCertificateTooLarge', { megabytes: taxRules.certificateMaxBytes / 1024 / 1024 }),
      ),
  });

type Values = { tin: string; certificate: File | null };

/** The TIN and the certificate of registration, sent as one multipart PUT. */
export function TaxDetailsForm({ onFile }: { onFile: boolean }) {
  const { t } = useTranslation();
  const schema = formSchema(onFile);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { tin: '', certificate: null },
  });
  const { errors } = form.formState;
  const save = useSaveTaxDetails();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ tin: values.tin, certificate: values.certificate });
      notifySuccess(answer.data.message);
      form.reset({ tin: '', certificate: null });
    } catch (error) {
      // a 422's fields are marked where they are
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('tax.form.label')}>
      <Stack gap="md">
        <TextInput
          label="TIN"
          description={t('tax.form.tinHint')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          placeholder="123-456-789-000"
          maw={360}
          error={localMessage(errors.tin?.message)}
          {...form.register('tin')}
        />
        <Controller
          control={form.control}
          name="certificate"
          render={({ field }) => (
            <FileInput
              ref={field.ref}
              label={t('tax.form.certificate')}
              name="certificate"
              withAsterisk={!onFile}
              accept={taxCertificateTypes.join(',')}
              placeholder={t('tax.form.chooseFile')}
              size="md"
              // the theme's placeholder grey reads 2.1:1 on white; the dimmed text's 5.2:1
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              description={`${t('tax.form.types', { megabytes })}${onFile ? ` ${t('tax.form.keepOnFile')}` : ''}`}
              clearable
              clearButtonProps={{ 'aria-label': t('tax.form.remove') }}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={localMessage(errors.certificate?.message)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }} {...wrappingLabel}>
            {t('tax.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
