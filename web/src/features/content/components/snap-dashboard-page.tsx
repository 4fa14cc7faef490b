import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSignedInUser } from '@/features/auth';
import { snapTabPath } from '../lib/post-paths';
import { NewPostForm } from './new-post-form';
import { PhotoPostList } from './photo-post-list';
import { ScheduledPhotoPosts } from './scheduled-photo-posts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

/** /dashboard/creator-hub/snap: make Snaps and Snap Slides, and manage the ones posted. */
export function SnapDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.dashboard.documentTitle'));
  const { profile } = useSignedInUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('content.dashboard.hub')}
        </Text>
        <Title order={1}>{t('content.dashboard.title')}</Title>
        <Text c="dimmed">
          {t('content.dashboard.intro')}{' '}
          <Anchor component={Link} to={snapTabPath(profile.page_url)} underline="always">
            {t('content.dashboard.seeTab')}
          </Anchor>
        </Text>
      </div>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('content.dashboard.newPost')}
          </Title>
          <NewPostForm />
        </Stack>
      </Paper>
      <ScheduledPhotoPosts />
      <Title order={2} fz="lg">
        {t('content.dashboard.yourPosts')}
      </Title>
      <PhotoPostList pageUrl={profile.page_url} emptyText={t('content.dashboard.empty')} />
    </Stack>
  );
}
