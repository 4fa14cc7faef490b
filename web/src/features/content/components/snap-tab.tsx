import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { useTranslation } from '../texts';
import { PhotoPostList } from './photo-post-list';

/** The Snap tab of a creator's page (/{page_url}/pixel-snap): their Snaps and Slides, newest first. */
export function SnapTab() {
  const { t } = useTranslation();
  const { profile } = useCreatorPageContext();
  return (
    <CreatorTabSection
      title={t('content.snapTab.title')}
      action={
        profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/snap" variant="light" size="sm">
            {t('content.snapTab.createPost')}
          </Button>
        )
      }
    >
      <PhotoPostList
        pageUrl={profile.page_url}
        gallery
        emptyText={t('content.snapTab.empty', { name: profile.page_name })}
      />
    </CreatorTabSection>
  );
}
