import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSignedInUser } from '@/features/auth';
import { snapTabPath } from '../lib/post-paths';
import { NewPostForm } from './new-post-form';
import { PhotoPostList } from './photo-post-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/creator-hub/snap: make Snaps and Snap Slides, and manage the ones posted. */
export function SnapDashboardPage() {
  useDocumentTitle('Snap');
  const { profile } = useSignedInUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Creator hub
        </Text>
        <Title order={1}>My Snaps</Title>
        <Text c="dimmed">
          Photos for everyone, or paid: supporters see a blurred preview until they buy.{' '}
          <Anchor component={Link} to={snapTabPath(profile.page_url)} underline="always">
            See your Snap tab
          </Anchor>
        </Text>
      </div>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            New post
          </Title>
          <NewPostForm />
        </Stack>
      </Paper>
      <Title order={2} fz="lg">
        Your posts
      </Title>
      <PhotoPostList pageUrl={profile.page_url} emptyText="You have not posted any Snaps yet." />
    </Stack>
  );
}
