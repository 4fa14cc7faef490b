import { Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { questionBannerCrop } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { CreatorEmptyTab, CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { openModal } from '@/lib/modals';
import { useQuestions } from '../api/questions';
import { useTopic } from '../api/get-topic';
import { AskQuestionForm } from './ask-question-form';
import { QuestionItem } from './question-item';
import { useTranslation } from '../texts';

/**
 * The Ask Me Anything tab: the Q&A topic, the form to ask, and the answered questions. The owner edits the
 * topic and sees every question (unanswered and hidden ones too) to answer, hide or delete.
 */
export function CreatorQuestionsTab() {
  const { t } = useTranslation();
  const { profile } = useCreatorPageContext();
  const { page_url: pageUrl, page_name: pageName, is_owner: isOwner } = profile;
  const topic = useTopic(pageUrl);
  const questions = useQuestions(pageUrl, isOwner);

  if (topic.isError) return <LoadError onRetry={() => void topic.refetch()} />;
  if (topic.data === undefined) return <Loader mx="auto" role="status" aria-label={t('questions.loading')} />;
  if (topic.data === null && !isOwner) return <CreatorEmptyTab tab="question-and-answer" />;

  const editTopic = () => openModal('edit-qa', { pageUrl, topic: topic.data ?? null });
  const list = questions.data?.data ?? [];

  return (
    <CreatorTabSection
      title={t('creatorPage.tabs.question-and-answer')}
      action={
        isOwner && (
          <Button variant="light" onClick={editTopic}>
            {t('questions.editQa')}
          </Button>
        )
      }
    >
      {topic.data ? (
        <Paper withBorder radius="lg" p="lg">
          <Group align="flex-start" gap="lg" wrap="nowrap">
            {topic.data.banner_image && (
              // half the size it was cropped to, so it stays sharp on dense screens
              <Image
                src={topic.data.banner_image}
                alt=""
                w={questionBannerCrop.width / 2}
                h={questionBannerCrop.height / 2}
                radius="md"
                fit="cover"
              />
            )}
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {topic.data.title}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <TextWithHashtags>{topic.data.description}</TextWithHashtags>
              </Text>
            </Stack>
          </Group>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">{t('questions.setUp')}</Text>
        </Paper>
      )}
      {!isOwner && <AskQuestionForm pageUrl={pageUrl} pageName={pageName} />}
      <Title order={3} fz="lg">
        {isOwner ? t('questions.questions') : t('questions.answered')}
      </Title>
      {questions.isError ? (
        <LoadError onRetry={() => void questions.refetch()} />
      ) : !questions.data ? (
        <Loader role="status" aria-label={t('questions.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{isOwner ? t('questions.none') : t('questions.noneAnswered')}</Text>
      ) : (
        list.map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            pageUrl={pageUrl}
            pageName={pageName}
            isOwner={isOwner}
          />
        ))
      )}
    </CreatorTabSection>
  );
}
