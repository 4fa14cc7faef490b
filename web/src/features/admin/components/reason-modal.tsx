import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { reasonRequest } from '@pixel/contract';
import { ModalActions } from '@/components/ui/modal-actions';
import { localMessage } from '@/lib/form-messages';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';

/**
 * A staff change that asks why (decision 0098): what it does, a required Reason, Cancel and the change's
 * button. On success what the change did is shown and the modal closes; a refusal with no field to mark
 * (decided by someone else meanwhile, a role without the right) is said above the buttons.
 *
 * A change usually takes away the button that asked for it (the row leaves its list, the buttons give way
 * to the new status), and the focus would fall to the page's body: once the modal has closed after a change,
 * it goes to `afterDecision` (the page's heading) instead.
 */
export function ReasonModal({
  opened,
  title,
  summary,
  body,
  reasonHint,
  confirm,
  danger,
  pending,
  submit,
  onRefused,
  afterDecision,
  onClose,
}: {
  opened: boolean;
  title: string | undefined;
  /** What the change is about, drawn above what it does. */
  summary?: ReactNode;
  body: ReactNode;
  reasonHint: string | undefined;
  confirm: string | undefined;
  /** The change's button in red. */
  danger: boolean;
  pending: boolean;
  /** Makes the change; resolves to what it did, in the reader's words (`admin.done`). */
  submit: (reason: string) => Promise<string>;
  /** Heard with the status of a refusal said above the buttons (a 409 may call for a fresh read). */
  onRefused?: (status: number) => void;
  /** Takes the focus once a change closed the modal; focusable (`tabIndex={-1}`). */
  afterDecision?: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const form = useForm({ resolver: zodResolver(reasonRequest), defaultValues: { reason: '' } });

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const send = form.handleSubmit(async ({ reason }) => {
    setRefusal(null);
    try {
      notifySuccess(await submit(reason));
      setDecided(true);
      close();
    } catch (error) {
      if (isApiError(error) && error.status !== 401 && !error.errors) {
        setRefusal(error.message);
        onRefused?.(error.status);
        return;
      }
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      // after the modal's own return of the focus, which finds the button that opened it gone
      onExitTransitionEnd={() => {
        if (!decided) return;
        setDecided(false);
        afterDecision?.current?.focus();
      }}
      title={title}
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          {summary}
          <Text c="dimmed" fz="sm">
            {body}
          </Text>
          <Textarea
            label="Reason"
            description={reasonHint}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            error={localMessage(form.formState.errors.reason?.message)}
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
              <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
                {confirm}
              </Button>
            </Group>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
