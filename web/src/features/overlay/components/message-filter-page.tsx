import { Button, Group, Paper, Skeleton, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { messageFilterLimits } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { handleApiError } from '@/lib/api-errors';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatMoney } from '@/lib/money';
import { shownName } from '@/lib/names';
import { notifySuccess } from '@/lib/notifications';
import {
  useHeldGifts,
  useMessageFilter,
  useReviewHeldGift,
  useSaveMessageFilter,
} from '../api/message-filter';
import { useTranslation } from '../texts';

function PhrasesForm({ phrases, defaultCount }: { phrases: string[]; defaultCount: number }) {
  const [value, setValue] = useState(phrases);
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMessageFilter();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <TagsInput
          label={t('overlay.filter.phrases')}
          description={t('overlay.filter.phrasesHint')}
          placeholder={t('overlay.filter.phrasesPlaceholder')}
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
          {t('overlay.filter.builtIn', { count: defaultCount })}
        </Text>
        <Group>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(value, {
                onSuccess: ({ data }) => {
                  setValue(data.phrases);
                  notifySuccess(t('common.successfullyUpdated'));
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
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function HeldMessages() {
  const { t } = useTranslation();
  const held = useHeldGifts();
  const review = useReviewHeldGift();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('overlay.filter.held')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('overlay.filter.heldText')}
        </Text>
        {held.isError ? (
          <LoadError onRetry={() => void held.refetch()} />
        ) : held.isPending ? (
          <Skeleton h={72} />
        ) : held.data.data.length === 0 ? (
          <Text fz="sm">{t('overlay.filter.noneHeld')}</Text>
        ) : (
          held.data.data.map((gift) => (
            <Paper key={gift.id} withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {shownName(gift.supporter_name)} · {formatMoney(gift.amount)}
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
                        { onSuccess: () => notifySuccess(t('overlay.filter.approved')) },
                      )
                    }
                  >
                    {t('overlay.filter.approve')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={review.isPending}
                    onClick={() =>
                      review.mutate(
                        { id: gift.id, action: 'remove' },
                        { onSuccess: () => notifySuccess(t('overlay.filter.removed')) },
                      )
                    }
                  >
                    {t('overlay.filter.remove')}
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
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.filter.title'));
  const filter = useMessageFilter();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('overlay.filter.eyebrow')}
        </Text>
        <Title order={1}>{t('overlay.filter.title')}</Title>
        <Text c="dimmed">{t('overlay.filter.intro')}</Text>
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
