import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useForm, useWatch } from 'react-hook-form';
import { refundRequestCreate, refundRequestRules } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { CharacterCount } from '@/components/ui/character-count';
import { ModalActions } from '@/components/ui/modal-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useAskRefund } from '../api/ask-refund';
import { localMessage } from '@/lib/form-messages';
import { useTranslation } from '../texts';

export type AskRefundModalProps = {
  reference: string;
  amount: string;
  creatorName: string;
  kind: 'purchase' | 'membership';
  /** Once asked (or found asked already): the record that offered it shows the request's state. */
  onAsked?: () => void;
};

type AskValues = { reference: string; reason: string };

/** Ask for a refund: why, in at most 500 characters; the creator answers within 3 days (decision 0100). */
export function AskRefundModal({ context, id, innerProps }: ContextModalProps<AskRefundModalProps>) {
  const { t } = useTranslation();
  const { reference, amount, creatorName, kind, onAsked } = innerProps;
  const form = useForm<AskValues>({
    resolver: zodResolver(refundRequestCreate) as never,
    defaultValues: { reference, reason: '' },
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const close = () => context.closeModal(id);
  // failures are handled below, with the form's fields
  const ask = useAskRefund({ mutationConfig: { onError: () => undefined } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await ask.mutateAsync(values);
      notifySuccess(data.message);
      onAsked?.();
      close();
    } catch (error) {
      // asked already (in another tab): nothing to fix here, the record shows it once read again
      if (isApiError(error) && error.status === 409) {
        notifyError(error.message);
        onAsked?.();
        close();
        return;
      }
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ModalHeading ta="left">{t('refundRequests.ask.title')}</ModalHeading>
        <Text>
          {t(kind === 'membership' ? 'refundRequests.ask.membership' : 'refundRequests.ask.post', {
            name: creatorName,
            amount: formatMoney(amount),
          })}
        </Text>
        <Text c="dimmed" fz="sm">
          {t('refundRequests.ask.deadline', { name: creatorName, days: refundRequestRules.creatorDays })}
        </Text>
        {errors.reference?.message && (
          <Alert color="red" variant="light" role="alert">
            {localMessage(errors.reference.message)}
          </Alert>
        )}
        <Textarea
          label={t('refundRequests.ask.reason')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          description={<CharacterCount value={reason} max={refundRequestRules.reasonMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.reason?.message)}
          {...form.register('reason')}
        />
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('refundRequests.ask.send')}
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
