import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reasonRequest, type AdminUserDetail } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { personQueryKey, useChangeSuspension, type SuspensionChange } from '../api/person';

const wording = (name: string) => ({
  suspend: {
    title: 'Suspend this account?',
    body: `${name} is signed out at once and cannot sign in again, their page shows Content not accessible, and no payout leaves their wallet. They are mailed the reason.`,
    reasonHint: 'Sent to them by mail, and kept in the audit trail.',
    confirm: 'Suspend',
  },
  unsuspend: {
    title: 'Lift the suspension?',
    body: `${name}'s page opens again and they can sign in. They are told by mail.`,
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Lift suspension',
  },
});

/** Suspending an account or lifting its suspension: each asks why, and the audit trail keeps the answer. */
export function SuspensionModal({
  person,
  change,
  onClose,
}: {
  person: AdminUserDetail;
  /** The change asked for; null while the modal is closed. */
  change: SuspensionChange | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(reasonRequest), defaultValues: { reason: '' } });
  const changeSuspension = useChangeSuspension();
  // the last change asked for stays written while the modal closes
  const [shown, setShown] = useState<SuspensionChange>('suspend');
  if (change && change !== shown) setShown(change);
  const text = wording(person.page_name)[change ?? shown];

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!change) return;
    setRefusal(null);
    changeSuspension.mutate(
      { userId: person.id, change, reason },
      {
        onSuccess: ({ data }) => {
          notifySuccess(data.message);
          close();
        },
        onError: (error) => {
          // a refusal with no field to mark (suspended by someone else meanwhile, a role without the right)
          // is said here, above the buttons, and the page is read again
          if (isApiError(error) && error.status !== 401 && !error.errors) {
            setRefusal(error.message);
            if (error.status === 409)
              void queryClient.invalidateQueries({ queryKey: personQueryKey(person.id) });
            return;
          }
          handleApiError(error, { setError: form.setError });
        },
      },
    );
  });

  return (
    <Modal
      opened={change !== null}
      onClose={close}
      title={text.title}
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {text.body}
          </Text>
          <Textarea
            label="Reason"
            description={text.reasonHint}
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
              color={change === 'unsuspend' ? undefined : 'red'}
              loading={changeSuspension.isPending}
            >
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
