import { GiftList } from '@/features/gifts';
import { useCreatorPageContext } from './creator-tabs';

/** Home: the latest gifts. */
export function CreatorHomeTab() {
  const { profile, creator } = useCreatorPageContext();
  return <GiftList creator={creator} isOwner={profile.is_owner} />;
}
