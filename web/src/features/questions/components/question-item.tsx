import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { questionLimits, type Question } from '@pixel/contract';
import { CharacterCount } from '@/components/ui/character-count';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { avatarSource } from '@/lib/avatar';
import { formatRelativeDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useQuestionActions } from '../api/questions';

function AnswerForm({
  question,
  pageUrl,
  onDone,
}: {
  question: Question;
  pageUrl: string;
  onDone: () => void;
}) {
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const { answer: send } = useQuestionActions(pageUrl);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = answer.trim();
    if (!text) return setError('The answer field is required.');
    if (text.length > questionLimits.answerMax)
      return setError(`The answer must not be greater than ${questionLimits.answerMax} characters.`);
    setError(null);
    send.mutate({ id: question.id, answer: text }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Answer"
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
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={send.isPending}>
            Send answer
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
  const [answering, setAnswering] = useState(false);
  const { hide, remove } = useQuestionActions(pageUrl);
  const { asker } = question;

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={`Question from ${asker.name}`}>
      <Stack gap="xs">
        {/* on a narrow phone the date and the badges go under the name rather than cut it or themselves */}
        <Group gap="xs">
          <Avatar src={avatarSource(asker)} name={asker.name} color="pixel" size={32} alt="" />
          <Text fw={700} fz="sm">
            {asker.page_url ? (
              <Anchor component={Link} to={`/${asker.page_url}`} inherit>
                {asker.name}
              </Anchor>
            ) : (
              asker.name
            )}
          </Text>
          <Text c="dimmed" fz="xs">
            {formatRelativeDate(question.created_at)}
          </Text>
          {question.is_hidden && <Badge variant="default">Hidden</Badge>}
          {isOwner && !question.answer && (
            // the waiting colours of a pending payment: white on orange.9 is 4.3:1, under AA for a badge's 11 px
            <Badge variant="filled" color="#fff4e0" c="#8a4b00">
              Unanswered
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.body}</Text>
        {question.answer && !answering && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Text fz="xs" fw={700} c="dimmed">
              Answer from {pageName}
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
              {question.answer ? 'Edit answer' : 'Answer'}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { id: question.id, hidden: !question.is_hidden },
                  { onSuccess: () => notifySuccess('Successfully Updated.') },
                )
              }
            >
              {question.is_hidden ? 'Unhide' : 'Hide'}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() =>
                openModal('confirm', {
                  title: 'Delete this question?',
                  message: 'The question and its answer will be removed for good.',
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: () => remove.mutateAsync({ id: question.id }),
                })
              }
            >
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
