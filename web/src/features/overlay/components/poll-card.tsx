import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { pollLimits, streamPollRequest, type StreamPoll } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { useClosePoll, useOpenPoll, useStreamPolls } from '../api/stream-kit';
import { useTranslation } from '../texts';

/** The open poll's running totals, and its Close button. */
function OpenPollTotals({ poll }: { poll: StreamPoll }) {
  const { t } = useTranslation();
  const close = useClosePoll();
  return (
    <Stack gap={4}>
      <Text fw={700}>{poll.question}</Text>
      {poll.choices.map((choice) => (
        <Group key={choice.id} justify="space-between" fz="sm">
          <Text fz="sm">{choice.label}</Text>
          <Text fz="sm" fw={700}>
            {t(choice.votes === 1 ? 'overlay.kit.poll.choiceTotalOne' : 'overlay.kit.poll.choiceTotalMany', {
              total: formatMoney(choice.total),
              count: choice.votes,
            })}
          </Text>
        </Group>
      ))}
      <Group mt="xs">
        <Button
          variant="light"
          color="red"
          loading={close.isPending}
          onClick={() =>
            close.mutate(poll.poll_id, {
              onSuccess: () => notifySuccess(t('overlay.kit.poll.closedDone')),
              onError: (error) => handleApiError(error),
            })
          }
        >
          {t('overlay.kit.poll.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A new poll: its question and 2 to 6 choices. */
function NewPollForm() {
  const { t } = useTranslation();
  const open = useOpenPoll();
  const form = useForm({
    resolver: zodResolver(streamPollRequest),
    mode: 'onTouched',
    defaultValues: { question: '', choices: ['', ''] },
  });
  const [count, setCount] = useState<number>(pollLimits.choicesMin);
  const remove = (index: number) => {
    form.setValue(
      'choices',
      form.getValues('choices').filter((_, i) => i !== index),
    );
    setCount((n) => n - 1);
  };
  const add = () => {
    form.setValue(`choices.${count}`, '');
    setCount((n) => n + 1);
  };
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('overlay.kit.poll.new')}
      onSubmit={form.handleSubmit((body) =>
        open.mutate(body, {
          onSuccess: () => {
            form.reset();
            setCount(pollLimits.choicesMin);
            notifySuccess(t('overlay.kit.poll.openedDone'));
          },
          onError: (error) => handleApiError(error, { setError: form.setError }),
        }),
      )}
    >
      <Stack gap="xs">
        <TextInput
          label={t('overlay.kit.poll.question')}
          maxLength={pollLimits.questionMax}
          {...form.register('question')}
          error={localMessage(errors.question?.message)}
        />
        {Array.from({ length: count }, (_, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('overlay.kit.poll.choice', { number: index + 1 })}
              maxLength={pollLimits.choiceMax}
              {...form.register(`choices.${index}`)}
              error={localMessage(
                errors.choices?.[index]?.message ?? (index === 0 ? errors.choices?.message : undefined),
              )}
            />
            {count > pollLimits.choicesMin && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={28}
                aria-label={t('overlay.kit.poll.removeChoice', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group gap="sm">
          {count < pollLimits.choicesMax && (
            <Button variant="default" onClick={add}>
              {t('overlay.kit.poll.addChoice')}
            </Button>
          )}
          <Button type="submit" loading={open.isPending}>
            {t('overlay.kit.poll.open')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The poll's controls on the Stream kit page: the open poll's totals, or a form for a new one. */
export function PollControls() {
  const polls = useStreamPolls();
  const list = polls.data?.data;
  if (!list) return null;
  const current = list.find((poll) => poll.open);
  return current ? <OpenPollTotals poll={current} /> : <NewPollForm />;
}
