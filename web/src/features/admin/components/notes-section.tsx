import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { staffNoteRequest, type AdminUserDetail } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { localMessage } from '@/lib/form-messages';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useAddNote } from '../api/person';
import { useTranslation } from '../texts';

function AddNoteForm({ userId }: { userId: string }) {
  const form = useForm({ resolver: zodResolver(staffNoteRequest), defaultValues: { body: '' } });
  const addNote = useAddNote(userId);
  const { t } = useTranslation();
  const submit = form.handleSubmit(({ body }) =>
    addNote.mutate(body, {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('admin.done.noteAdded'));
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Add a note"
          description="Seen by staff only. It is erased with the account."
          autosize
          minRows={2}
          maxRows={8}
          error={localMessage(form.formState.errors.body?.message)}
          {...form.register('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={addNote.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What staff wrote about the person, newest first, and a new note when the role may write one. */
export function NotesSection({ person, canWrite }: { person: AdminUserDetail; canWrite: boolean }) {
  return (
    <Stack gap="md">
      {person.notes.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack component="ul" aria-label="Notes" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {person.notes.map((note) => (
            <Paper component="li" key={note.id} bg="gray.0" radius="md" p="sm">
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
              <Text fz="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {note.staff_email} · <DateTimeText iso={note.created_at} />
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {canWrite && <AddNoteForm userId={person.id} />}
    </Stack>
  );
}
