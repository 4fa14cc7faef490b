import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { PhotoPostList } from './photo-post-list';

/** The Snap tab of a creator's page (/{page_url}/pixel-snap): their Snaps and Slides, newest first. */
export function SnapTab() {
  const { profile } = useCreatorPageContext();
  return (
    <CreatorTabSection
      title="Snap"
      action={
        profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/snap" variant="light" size="sm">
            Create post
          </Button>
        )
      }
    >
      <PhotoPostList
        pageUrl={profile.page_url}
        gallery
        emptyText={`${profile.page_name} has not posted any Snaps yet.`}
      />
    </CreatorTabSection>
  );
}
