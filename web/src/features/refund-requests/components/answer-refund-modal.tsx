import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useForm, useWatch } from 'react-hook-form';
import {
  refundRequestDecline,
  refundRequestReply,
  refundRequestRules,
  type RefundRequest,
} from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { CharacterCount } from '@/components/ui/character-count';
import { ModalActions } from '@/components/ui/modal-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useAnswerRefundRequest, type RefundAnswer } from '../api/answer-refund-request';
import { localMessage } from '@/lib/form-messages';
import { useTranslation } from '../texts';

export type AnswerRefundModalProps = {
  request: Pick<RefundRequest, 'id' | 'amount' | 'kind' | 'supporter'>;
  answer: RefundAnswer;
};

type ReplyValues = { reply: string };

/**
 * The creator's answer to a refund request: an approval gives the money back at once, with an optional
 * reply; a decline is final and needs one, which the supporter is mailed.
 */
export function AnswerRefundModal({ context, id, innerProps }: ContextModalProps<AnswerRefundModalProps>) {
  const { t } = useTranslation();
  const { request, answer } = innerProps;
  const approving = answer === 'approve';
  const supporter = request.supporter.page_name;
  const form = useForm<ReplyValues>({
    resolver: zodResolver(approving ? refundRequestReply : refundRequestDecline) as never,
    defaultValues: { reply: '' },
  });
  const reply = useWatch({ control: form.control, name: 'reply' });
  const close = () => context.closeModal(id);
  // failures are handled below, with the form's field
  const send = useAnswerRefundRequest({ mutationConfig: { onError: () => undefined } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await send.mutateAsync({ id: request.id, answer, reply: values.reply });
      notifySuccess(data.message);
      close();
    } catch (error) {
      // answered meanwhile, or past its 3 days and with support: the refreshed list shows where it is
      if (isApiError(error) && error.status === 409) {
        notifyError(error.message);
        close();
        return;
      }
      handleApiError(error, { setError: form.setError });
    }
  });

  const label = approving ? t('refundRequests.answer.approve') : t('refundRequests.answer.decline');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ModalHeading ta="left">{label}</ModalHeading>
        {approving ? (
          <Text>
            {t(
              request.kind === 'purchase'
                ? 'refundRequests.answer.approvePurchase'
                : 'refundRequests.answer.approveMembership',
              { amount: formatMoney(request.amount), name: supporter },
            )}
          </Text>
        ) : (
          <Text>{t('refundRequests.answer.declineText', { name: supporter })}</Text>
        )}
        <Textarea
          label={approving ? t('refundRequests.answer.replyOptional') : t('refundRequests.answer.reply')}
          withAsterisk={!approving}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          description={<CharacterCount value={reply} max={refundRequestRules.replyMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(form.formState.errors.reply?.message)}
          {...form.register('reply')}
        />
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={approving ? undefined : 'red'} loading={form.formState.isSubmitting}>
              {label}
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
