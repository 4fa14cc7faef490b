import { GiftList } from '@/features/gifts';
import { useCreatorPageContext } from './creator-tabs';
import { PageLeaderboard } from './page-leaderboard';

/** Home: the creator's top supporters when they show them, and the latest gifts. */
export function CreatorHomeTab() {
  const { profile, creator } = useCreatorPageContext();
  return (
    <>
      <PageLeaderboard pageUrl={creator.page_url} />
      <GiftList creator={creator} isOwner={profile.is_owner} />
    </>
  );
}
