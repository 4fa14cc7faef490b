import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reasonRequest, type RefundRequest } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { useDecideRefundRequest, type RefundRequestDecision } from '../api/refund-requests';

const wording = (request: RefundRequest) => {
  const supporter = request.supporter.page_name;
  const creator = request.creator.page_name;
  const amount = formatMoney(request.amount);
  return {
    approve: {
      title: 'Approve this refund?',
      body:
        `${supporter} gets ${amount} back for ${request.reference}: ${creator}'s share and the fee are taken ` +
        `back at once${request.kind === 'purchase' ? ', and the post closes to them' : ''}. The payment ` +
        'provider returns the money the way they paid.',
      confirm: 'Approve refund',
    },
    decline: {
      title: 'Decline this refund?',
      body: `The request closes for good and ${creator} keeps the ${amount}.`,
      confirm: 'Decline',
    },
  };
};

/** Support's answer to a request the creator left unanswered: either asks why, which the supporter is mailed. */
export function RefundRequestDecisionModal({
  deciding,
  onClose,
}: {
  /** The request and the answer asked for; null while the modal is closed. */
  deciding: { request: RefundRequest; decision: RefundRequestDecision } | null;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(reasonRequest), defaultValues: { reason: '' } });
  const decide = useDecideRefundRequest();
  // the last request asked for stays written while the modal closes
  const [shown, setShown] = useState(deciding);
  if (deciding && deciding !== shown) setShown(deciding);
  const text = shown ? wording(shown.request)[shown.decision] : null;

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!deciding) return;
    setRefusal(null);
    decide.mutate(
      { id: deciding.request.id, decision: deciding.decision, reason },
      {
        onSuccess: ({ data }) => {
          notifySuccess(data.message);
          close();
        },
        onError: (error) => {
          // a refusal with no field to mark (answered by someone else meanwhile) is said here, above the
          // buttons; the queue is read again
          if (isApiError(error) && error.status !== 401 && !error.errors) {
            setRefusal(error.message);
            return;
          }
          handleApiError(error, { setError: form.setError });
        },
      },
    );
  });

  return (
    <Modal
      opened={deciding !== null}
      onClose={close}
      title={text?.title}
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {text?.body}
          </Text>
          <Textarea
            label="Reason"
            description="Mailed to the supporter as the answer, and kept in the audit trail."
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={shown?.decision === 'decline' ? 'red' : undefined}
              loading={decide.isPending}
            >
              {text?.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
