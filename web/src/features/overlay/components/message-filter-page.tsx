import { Button, Group, Paper, Skeleton, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { messageFilterLimits } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { handleApiError } from '@/lib/api-errors';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import {
  useHeldGifts,
  useMessageFilter,
  useReviewHeldGift,
  useSaveMessageFilter,
} from '../api/message-filter';

function PhrasesForm({ phrases, defaultCount }: { phrases: string[]; defaultCount: number }) {
  const [value, setValue] = useState(phrases);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMessageFilter();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <TagsInput
          label="Blocked words and phrases"
          description="Press Enter after each one. Matching ignores case and accents, and reads 0 as o, 1 as i, 3 as e."
          placeholder="Add a word or phrase"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          maxTags={messageFilterLimits.phrasesMax}
          maxLength={messageFilterLimits.phraseMax}
          clearable
          error={error}
        />
        <Text c="dimmed" fz="sm">
          A built-in list of {defaultCount} slurs and insults in English and Filipino is always on.
        </Text>
        <Group>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(value, {
                onSuccess: ({ data }) => {
                  setValue(data.phrases);
                  notifySuccess('Successfully Updated.');
                },
                onError: (failure) =>
                  handleApiError(failure, {
                    setError: ((_field, { message }) => setError(message ?? null)) as UseFormSetError<{
                      phrases: string[];
                    }>,
                  }),
              })
            }
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function HeldMessages() {
  const held = useHeldGifts();
  const review = useReviewHeldGift();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Held for review
        </Title>
        <Text c="dimmed" fz="sm">
          These gifts are paid and in your balance. Their name and message show nowhere until you approve
          them; approving also shows the alert on your overlay.
        </Text>
        {held.isError ? (
          <LoadError onRetry={() => void held.refetch()} />
        ) : held.isPending ? (
          <Skeleton h={72} />
        ) : held.data.data.length === 0 ? (
          <Text fz="sm">No messages are waiting for review.</Text>
        ) : (
          held.data.data.map((gift) => (
            <Paper key={gift.id} withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {gift.supporter_name} · {formatMoney(gift.amount)}
                  </Text>
                  {gift.supporter_message && (
                    <Text style={{ overflowWrap: 'anywhere' }}>{gift.supporter_message}</Text>
                  )}
                  <Text c="dimmed" fz="xs">
                    <DateTimeText iso={gift.created_at} />
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    disabled={review.isPending}
                    onClick={() =>
                      review.mutate(
                        { id: gift.id, action: 'approve' },
                        { onSuccess: () => notifySuccess('Message approved.') },
                      )
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={review.isPending}
                    onClick={() =>
                      review.mutate(
                        { id: gift.id, action: 'remove' },
                        { onSuccess: () => notifySuccess('Message removed.') },
                      )
                    }
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** /dashboard/settings/message-filter: blocked words, and the gifts they held for review. */
export function MessageFilterPage() {
  useDocumentTitle('Message filter');
  const filter = useMessageFilter();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Settings
        </Text>
        <Title order={1}>Message filter</Title>
        <Text c="dimmed">
          A gift whose name or message has one of these words is still paid, but its words wait for your
          review before they show on your page or your live alerts.
        </Text>
      </div>
      {filter.isError ? (
        <LoadError onRetry={() => void filter.refetch()} />
      ) : filter.isPending ? (
        <Skeleton h={160} />
      ) : (
        <PhrasesForm phrases={filter.data.data.phrases} defaultCount={filter.data.data.default_count} />
      )}
      <HeldMessages />
    </Stack>
  );
}
