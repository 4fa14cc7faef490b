import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCreatorPageContext } from '@/features/creator-page';
import { PhotoPostList } from './photo-post-list';

/** The Snap tab of a creator's page (/{page_url}/pixel-snap): their Snaps and Slides, newest first. */
export function SnapTab() {
  const { profile } = useCreatorPageContext();
  return (
    <Stack component="section" gap="md" aria-labelledby="creator-tab-heading">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="creator-tab-heading">
          Snap
        </Title>
        {profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/snap" variant="light" size="sm">
            Create post
          </Button>
        )}
      </Group>
      <PhotoPostList
        pageUrl={profile.page_url}
        gallery
        emptyText={`${profile.page_name} has not posted any Snaps yet.`}
      />
    </Stack>
  );
}
