import type { PhotoPost } from '@pixel/contract';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/auth';
import { openModal } from '@/lib/modals';

/**
 * 'View Photo' / 'View Set': a visitor is asked to log in first, as for every other action. A members-only
 * post is never sold: 'Join to unlock' opens the Join of the lowest tier that opens it, on the creator's
 * Membership tab (which asks a visitor to log in itself).
 */
export function useUnlock(post: PhotoPost) {
  const user = useUser();
  const navigate = useNavigate();
  return () => {
    if (post.min_tier_id) {
      void navigate(`/${post.creator.page_url}/membership?join=${encodeURIComponent(post.min_tier_id)}`);
      return;
    }
    if (!user.data) {
      openModal('login');
      return;
    }
    openModal('confirm-purchase', { post });
  };
}
