import type { PhotoPost } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { openModal } from '@/lib/modals';

/** 'View Photo' / 'View Set': a visitor is asked to log in first, as for every other action. */
export function useUnlock(post: PhotoPost) {
  const user = useUser();
  return () => {
    if (!user.data) {
      openModal('login');
      return;
    }
    openModal('confirm-purchase', { post });
  };
}
