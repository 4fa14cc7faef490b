import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { shownName } from '@/lib/names';
import { questionLimits, type Question } from '@pixel/contract';
import { CharacterCount } from '@/components/ui/character-count';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { avatarSource } from '@/lib/avatar';
import { formatRelativeDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useQuestionActions } from '../api/questions';
import { useTranslation } from '../texts';

function AnswerForm({
  question,
  pageUrl,
  onDone,
}: {
  question: Question;
  pageUrl: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const { answer: send } = useQuestionActions(pageUrl);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = answer.trim();
    if (!text) return setError(t('questions.item.answerRequired'));
    if (text.length > questionLimits.answerMax)
      return setError(t('questions.item.answerTooLong', { max: questionLimits.answerMax }));
    setError(null);
    send.mutate({ id: question.id, answer: text }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('questions.item.answer')}
          autosize
          minRows={2}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          description={<CharacterCount value={answer} max={questionLimits.answerMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={error}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={send.isPending}>
            {t('questions.item.sendAnswer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One question of the Ask Me Anything page, with its answer; the owner answers, hides and deletes. */
export function QuestionItem({
  question,
  pageUrl,
  pageName,
  isOwner,
}: {
  question: Question;
  pageUrl: string;
  pageName: string;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState(false);
  const { hide, remove } = useQuestionActions(pageUrl);
  const { asker } = question;
  const name = shownName(asker.name);

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={t('questions.item.from', { name })}>
      <Stack gap="xs">
        {/* on a narrow phone the date and the badges go under the name rather than cut it or themselves */}
        <Group gap="xs">
          <Avatar src={avatarSource(asker)} name={name} color="pixel" size={32} alt="" />
          <Text fw={700} fz="sm">
            {asker.page_url ? (
              <Anchor component={Link} to={`/${asker.page_url}`} inherit>
                {name}
              </Anchor>
            ) : (
              name
            )}
          </Text>
          <Text c="dimmed" fz="xs">
            {formatRelativeDate(question.created_at)}
          </Text>
          {question.is_hidden && <Badge variant="default">{t('questions.item.hidden')}</Badge>}
          {isOwner && !question.answer && (
            // the waiting colours of a pending payment: white on orange.9 is 4.3:1, under AA for a badge's 11 px
            <Badge variant="filled" color="#fff4e0" c="#8a4b00">
              {t('questions.item.unanswered')}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.body}</Text>
        {question.answer && !answering && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Text fz="xs" fw={700} c="dimmed">
              {t('questions.item.answerFrom', { name: pageName })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <TextWithHashtags>{question.answer}</TextWithHashtags>
            </Text>
          </Paper>
        )}
        {isOwner && answering && (
          <AnswerForm question={question} pageUrl={pageUrl} onDone={() => setAnswering(false)} />
        )}
        {isOwner && !answering && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setAnswering(true)}>
              {question.answer ? t('questions.item.editAnswer') : t('questions.item.answer')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { id: question.id, hidden: !question.is_hidden },
                  { onSuccess: () => notifySuccess(t('common.successfullyUpdated')) },
                )
              }
            >
              {question.is_hidden ? t('questions.item.unhide') : t('questions.item.hide')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() =>
                openModal('confirm', {
                  title: t('questions.item.deleteTitle'),
                  message: t('questions.item.deleteMessage'),
                  confirmLabel: t('questions.item.delete'),
                  danger: true,
                  onConfirm: () => remove.mutateAsync({ id: question.id }),
                })
              }
            >
              {t('questions.item.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
