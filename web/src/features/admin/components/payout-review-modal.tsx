import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reasonRequest, type AdminReviewPayout } from '@pixel/contract';
import { ModalActions } from '@/components/ui/modal-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { useChangePayout, type PayoutReviewChange } from '../api/payouts';

const wording = (payout: AdminReviewPayout) => ({
  hold: {
    title: 'Hold this payout?',
    body: 'It is not sent to the provider, however long it waits, until it is released. The creator is not told.',
    reasonHint: 'Shown with the hold, and kept in the audit trail.',
    confirm: 'Hold',
  },
  release: {
    title: 'Release this payout?',
    body: 'The hold ends and the payout is sent to the provider at once.',
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Release',
  },
  retry: {
    title: 'Ask the provider again?',
    body: payout.provider_payout_id
      ? 'The provider is asked about this payout now, rather than at its next check.'
      : 'The payout is sent to the provider again now, under the same key, so it cannot be paid twice.',
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Ask again',
  },
});

/** Holding, releasing or asking the provider again about a payout (decision 0102): each asks why. */
export function PayoutReviewModal({
  changing,
  onClose,
}: {
  /** The payout and the change asked for; null while the modal is closed. */
  changing: { payout: AdminReviewPayout; change: PayoutReviewChange } | null;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(reasonRequest), defaultValues: { reason: '' } });
  const changePayout = useChangePayout();
  // the last payout asked for stays written while the modal closes
  const [shown, setShown] = useState(changing);
  if (changing && changing !== shown) setShown(changing);
  const text = shown ? wording(shown.payout)[shown.change] : null;

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!changing) return;
    setRefusal(null);
    changePayout.mutate(
      { reference: changing.payout.reference, change: changing.change, reason },
      {
        onSuccess: ({ data }) => {
          notifySuccess(data.message);
          close();
        },
        onError: (error) => {
          // a refusal with no field to mark (the provider took it meanwhile, held already) is said here,
          // above the buttons; the list is read again
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
      opened={changing !== null}
      onClose={close}
      title={text?.title}
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {shown && (
            <Paper bg="gray.0" radius="md" p="sm">
              <Group justify="space-between" align="baseline" gap="xs">
                <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {shown.payout.reference}
                </Text>
                <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(shown.payout.amount)}
                </Text>
              </Group>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{shown.payout.page_url} to {shown.payout.bank_name} {shown.payout.account_number}
              </Text>
            </Paper>
          )}
          <Text c="dimmed" fz="sm">
            {text?.body}
          </Text>
          <Textarea
            label="Reason"
            description={text?.reasonHint}
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
          <ModalActions>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                color={shown?.change === 'hold' ? 'red' : undefined}
                loading={changePayout.isPending}
              >
                {text?.confirm}
              </Button>
            </Group>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
