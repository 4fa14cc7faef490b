import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { askQuestionRequest, questionLimits } from '@pixel/contract';
import { CharacterCount } from '@/components/ui/character-count';
import { useUser } from '@/features/auth';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useAskQuestion } from '../api/questions';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type AskValues = { body: string; name: string };

/** Ask a question: the question (max 300) and, for a visitor, an optional name (max 16). */
export function AskQuestionForm({ pageUrl, pageName }: { pageUrl: string; pageName: string }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const form = useForm<AskValues>({
    resolver: zodResolver(askQuestionRequest) as never,
    mode: 'onTouched',
    defaultValues: { body: '', name: '' },
  });
  const { errors } = form.formState;
  const [body, name] = useWatch({ control: form.control, name: ['body', 'name'] });
  const ask = useAskQuestion({
    mutationConfig: {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('questions.ask.sent', { name: pageName }));
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    },
  });

  const submit = form.handleSubmit((values) =>
    ask.mutate({ pageUrl, question: { body: values.body, name: user ? undefined : values.name } }),
  );

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="ask-question-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="lg" id="ask-question-heading">
            {t('questions.ask.title', { name: pageName })}
          </Title>
          <Textarea
            label={t('questions.ask.question')}
            autosize
            minRows={2}
            maxRows={6}
            description={<CharacterCount value={body} max={questionLimits.questionMax} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'right' } }}
            error={localMessage(errors.body?.message)}
            {...form.register('body')}
          />
          {!user && (
            <TextInput
              label={t('questions.ask.name')}
              placeholder={t('common.optional')}
              autoComplete="nickname"
              description={<CharacterCount value={name} max={questionLimits.nameMax} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { textAlign: 'right' } }}
              error={localMessage(errors.name?.message)}
              {...form.register('name')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" variant="gradient" loading={ask.isPending}>
              {t('questions.ask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
