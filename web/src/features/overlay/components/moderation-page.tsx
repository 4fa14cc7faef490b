import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { streamModerationCalls } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isCallError } from '@/lib/api-client';
import { useModerationQueue } from '../api/stream-moderation';
import { ModerationQueue } from './moderation-queue';
import { useTranslation } from '../texts';

/**
 * /dashboard/stream/{pageUrl}/moderation: a creator's moderation queue for the moderators they named (and
 * the creator), asked again every 5 seconds.
 */
export function ModerationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.moderation.documentTitle'));
  const { pageUrl = '' } = useParams();
  const queue = useModerationQueue(pageUrl);
  const data = queue.data?.data;
  const refused = isCallError(streamModerationCalls.queue, queue.error, 'ForbiddenException');
  const missing = isCallError(streamModerationCalls.queue, queue.error, 'NotFoundException');
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>
          {data ? t('overlay.moderation.pageTitle', { name: data.page_name }) : t('overlay.moderation.title')}
        </Title>
        <Text c="dimmed">{t('overlay.moderation.pageIntro')}</Text>
      </div>
      {refused || missing ? (
        <Text role="alert" fw={600}>
          {refused ? t('overlay.moderation.forbidden') : t('overlay.moderation.notFound')}
        </Text>
      ) : queue.isError && !data ? (
        <LoadError onRetry={() => void queue.refetch()} />
      ) : data ? (
        <ModerationQueue queue={data} />
      ) : (
        <Skeleton h={240} />
      )}
    </Stack>
  );
}
